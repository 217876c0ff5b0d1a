import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBus } from '../../../server/live/live-bus.js';
import { createLivePublisher, type LivePublisher } from '../../../server/live/live-publisher.js';
import { createNotifier } from '../../../server/notifications/notifier.js';
import { countUnread } from '../../../server/notifications/notification-store.js';
import { seedRecognition } from '../../../server/recognition/recognition-seed.js';
import { call } from '../support/contract.js';
import { login, type Session } from '../support/helpers.js';
import { stores } from '../support/stores.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { hubClient, listen, nextEvent } from './hub-client.js';

const [store] = stores;
if (!store) throw new Error('PGlite is always available');

describe('live hubs with a stock SignalR client', () => {
  const bus = createLocalBus();
  let live: LivePublisher;
  let t: TestApp;
  let base: string;
  let ana: Session;
  let beto: Session;
  beforeAll(async () => {
    t = await createTestApp(store, { liveBus: bus });
    live = createLivePublisher(bus, t.db, (error) => {
      throw error;
    });
    base = await listen(t.app);
    ana = await login(t.app, 'alejandro.cruz@demo.muropride.mx');
    beto = await login(t.app, 'miembro@demo.muropride.mx');
  });
  afterAll(() => t.close());

  it('refuses a negotiation without a valid token', async () => {
    const anonymous = await fetch(`${base}/hubs/notification/negotiate?negotiateVersion=1`, {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
    const client = hubClient(base, 'notification', () => 'not-a-token');
    await expect(client.start()).rejects.toThrow();
    expect(client.state).toBe(HubConnectionState.Disconnected);
  });

  it('rings the bell of the person notified, and of nobody else', async () => {
    const anaClient = hubClient(base, 'notification', () => ana.token);
    const betoClient = hubClient(base, 'notification', () => beto.token);
    await Promise.all([anaClient.start(), betoClient.start()]);
    const heardByBeto: unknown[] = [];
    betoClient.on('beNotified', (payload: unknown) => heardByBeto.push(payload));
    const heard = nextEvent(anaClient, 'beNotified');
    const before = await countUnread(t.db, ana.userId);
    await createNotifier(live, t.time.clock, { send: async () => undefined }, t.db).notify(t.db, {
      userId: ana.userId,
      message: 'Tu vacante fue aprobada',
      eventMessage: 'Bolsa de trabajo',
      link: '/details-job/3',
      targetId: 3,
    });
    expect(await heard).toEqual([
      {
        message: 'Tu vacante fue aprobada',
        eventMessage: 'Bolsa de trabajo',
        link: '/details-job/3',
        targetId: 3,
      },
    ]);
    expect(await countUnread(t.db, ana.userId)).toBe(before + 1);
    // A ping round trip on Beto's connection proves nothing was queued for him.
    await expect(betoClient.invoke('Nada')).rejects.toThrow(/Nada/);
    expect(heardByBeto).toEqual([]);
    await Promise.all([anaClient.stop(), betoClient.stop()]);
  });

  it('delivers chat events to every open tab of the person, on the chat hub only', async () => {
    const tabs = [hubClient(base, 'chat', () => ana.token), hubClient(base, 'chat', () => ana.token)];
    const bell = hubClient(base, 'notification', () => ana.token);
    await Promise.all([...tabs, bell].map((c) => c.start()));
    const bellHeard: unknown[] = [];
    bell.on('ReceiveMessage', (payload: unknown) => bellHeard.push(payload));
    const heard = tabs.map((tab) => nextEvent(tab, 'ReceiveMessage'));
    await live.send('chat', [ana.userId], 'ReceiveMessage', [{ messageId: 9, message: 'Hola' }]);
    expect(await Promise.all(heard)).toEqual([
      [{ messageId: 9, message: 'Hola' }],
      [{ messageId: 9, message: 'Hola' }],
    ]);
    await expect(bell.invoke('Nada')).rejects.toThrow(/Nada/);
    expect(bellHeard).toEqual([]);
    await Promise.all([...tabs, bell].map((c) => c.stop()));
  });

  it('tells every open board of the company that a ranking changed, without names or text', async () => {
    await seedRecognition(t.db, t.time.clock);
    const types = await call(t.app, 'GET', '/backend/AcknowledgmentType', { token: beto.token });
    const [category] = types.body.data as Array<{ acknowledgmentTypeId: number }>;
    if (!category) throw new Error('The demo company has recognition categories');
    const sofia = await login(t.app, 'sofia.reyes@demo.muropride.mx');
    const boards = [beto, sofia].map((person) => hubClient(base, 'notification', () => person.token));
    await Promise.all(boards.map((board) => board.start()));
    const heard = boards.map((board) => nextEvent(board, 'rankingChanged'));
    const given = await call(t.app, 'POST', '/backend/AcknowledgmentUserProfile', {
      token: ana.token,
      body: {
        acknowledgmentTypeId: category.acknowledgmentTypeId,
        userProfileTo: beto.userId,
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
    const client = hubClient(base, 'notification', () => ana.token);
    await client.start();
    const reconnected = new Promise<void>((resolve) => client.onreconnected(() => resolve()));
    for (const socket of t.app.websocketServer.clients) socket.terminate();
    await reconnected;
    expect(client.state).toBe(HubConnectionState.Connected);
    const heard = nextEvent(client, 'beNotified');
    await live.send('notification', [ana.userId], 'beNotified', [{ message: 'De nuevo' }]);
    expect(await heard).toEqual([{ message: 'De nuevo' }]);
    await client.stop();
  });
});
