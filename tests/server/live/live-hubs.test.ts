import { HubConnectionState } from '@microsoft/signalr';
import { describe, expect, it } from 'vitest';
import { createNotifier } from '../../../server/notifications/notifier.js';
import { countUnread } from '../../../server/notifications/notification-store.js';
import { seedRecognition } from '../../../server/recognition/recognition-seed.js';
import { call } from '../support/contract.js';
import { login } from '../support/helpers.js';
import { stores } from '../support/stores.js';
import { useLiveApp } from './live-fixtures.js';
import { hubClient, nextEvent } from './hub-client.js';

const [store] = stores;
if (!store) throw new Error('PGlite is always available');

describe('live hubs with a stock SignalR client', () => {
  const env = useLiveApp(store);

  it('refuses a negotiation without a valid token', async () => {
    const anonymous = await fetch(`${env.base}/hubs/notification/negotiate?negotiateVersion=1`, {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
    const client = hubClient(env.base, 'notification', () => 'not-a-token');
    await expect(client.start()).rejects.toThrow();
    expect(client.state).toBe(HubConnectionState.Disconnected);
  });

  it('rings the bell of the person notified, and of nobody else', async () => {
    const anaClient = hubClient(env.base, 'notification', () => env.ana.token);
    const betoClient = hubClient(env.base, 'notification', () => env.beto.token);
    await Promise.all([anaClient.start(), betoClient.start()]);
    const heardByBeto: unknown[] = [];
    betoClient.on('beNotified', (payload: unknown) => heardByBeto.push(payload));
    const heard = nextEvent(anaClient, 'beNotified');
    const before = await countUnread(env.t.db, env.ana.userId);
    await createNotifier(env.live, env.t.time.clock, { send: async () => undefined }, env.t.db).notify(
      env.t.db,
      {
        userId: env.ana.userId,
        message: 'Tu vacante fue aprobada',
        eventMessage: 'Bolsa de trabajo',
        link: '/details-job/3',
        targetId: 3,
      },
    );
    expect(await heard).toEqual([
      {
        message: 'Tu vacante fue aprobada',
        eventMessage: 'Bolsa de trabajo',
        link: '/details-job/3',
        targetId: 3,
      },
    ]);
    expect(await countUnread(env.t.db, env.ana.userId)).toBe(before + 1);
    // A ping round trip on Beto's connection proves nothing was queued for him.
    await expect(betoClient.invoke('Nada')).rejects.toThrow(/Nada/);
    expect(heardByBeto).toEqual([]);
    await Promise.all([anaClient.stop(), betoClient.stop()]);
  });

  it('delivers chat events to every open tab of the person, on the chat hub only', async () => {
    const tabs = [
      hubClient(env.base, 'chat', () => env.ana.token),
      hubClient(env.base, 'chat', () => env.ana.token),
    ];
    const bell = hubClient(env.base, 'notification', () => env.ana.token);
    await Promise.all([...tabs, bell].map((c) => c.start()));
    const bellHeard: unknown[] = [];
    bell.on('ReceiveMessage', (payload: unknown) => bellHeard.push(payload));
    const heard = tabs.map((tab) => nextEvent(tab, 'ReceiveMessage'));
    await env.live.send('chat', [env.ana.userId], 'ReceiveMessage', [{ messageId: 9, message: 'Hola' }]);
    expect(await Promise.all(heard)).toEqual([
      [{ messageId: 9, message: 'Hola' }],
      [{ messageId: 9, message: 'Hola' }],
    ]);
    await expect(bell.invoke('Nada')).rejects.toThrow(/Nada/);
    expect(bellHeard).toEqual([]);
    await Promise.all([...tabs, bell].map((c) => c.stop()));
  });

  it('tells every open board of the company that a ranking changed, without names or text', async () => {
    await seedRecognition(env.t.db, env.t.time.clock);
    const types = await call(env.t.app, 'GET', '/backend/AcknowledgmentType', { token: env.beto.token });
    const [category] = types.body.data as Array<{ acknowledgmentTypeId: number }>;
    if (!category) throw new Error('The demo company has recognition categories');
    const sofia = await login(env.t.app, 'sofia.reyes@demo.muropride.mx');
    const boards = [env.beto, sofia].map((person) => hubClient(env.base, 'notification', () => person.token));
    await Promise.all(boards.map((board) => board.start()));
    const heard = boards.map((board) => nextEvent(board, 'rankingChanged'));
    const given = await call(env.t.app, 'POST', '/backend/AcknowledgmentUserProfile', {
      token: env.ana.token,
      body: {
        acknowledgmentTypeId: category.acknowledgmentTypeId,
        userProfileTo: env.beto.userId,
        text: 'Gracias',
      },
    });
    expect(given.body.responseCode).toBe('00');
    expect(await Promise.all(heard)).toEqual([
      [category.acknowledgmentTypeId],
      [category.acknowledgmentTypeId],
    ]);
    await Promise.all(boards.map((board) => board.stop()));
  });

  it('reconnects by itself after the connection drops, and hears events again', async () => {
    const client = hubClient(env.base, 'notification', () => env.ana.token);
    await client.start();
    const reconnected = new Promise<void>((resolve) => client.onreconnected(() => resolve()));
    for (const socket of env.t.app.websocketServer.clients) socket.terminate();
    await reconnected;
    expect(client.state).toBe(HubConnectionState.Connected);
    const heard = nextEvent(client, 'beNotified');
    await env.live.send('notification', [env.ana.userId], 'beNotified', [{ message: 'De nuevo' }]);
    expect(await heard).toEqual([{ message: 'De nuevo' }]);
    await client.stop();
  });
});
