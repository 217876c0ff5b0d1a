import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, dataOf } from '../support/api-client.js';
import { login, type Session } from '../support/helpers.js';
import { stores } from '../support/stores.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { hubClient, listen, nextEvent } from './hub-client.js';

const [store] = stores;
if (!store) throw new Error('PGlite is always available');

describe('chat events reach the other person live', () => {
  let t: TestApp;
  let base: string;
  let ana: Session;
  let beto: Session;
  beforeAll(async () => {
    t = await createTestApp(store);
    base = await listen(t.app);
    ana = await login(t.app, 'alejandro.cruz@demo.muropride.mx');
    beto = await login(t.app, 'miembro@demo.muropride.mx');
  });
  afterAll(() => t.close());

  it('delivers the message, the read receipt and the block', async () => {
    const anaHub = hubClient(base, 'chat', () => ana.token);
    const betoHub = hubClient(base, 'chat', () => beto.token);
    await Promise.all([anaHub.start(), betoHub.start()]);

    const received = nextEvent(anaHub, 'ReceiveMessage');
    const echoed = nextEvent(betoHub, 'ReceiveMessage');
    dataOf(
      await apiClient(t.app, beto.token).POST('/chats/sendmessage', {
        body: { message: 'Hola Ana', receiver: ana.userId },
      }),
    );
    expect(await received).toEqual([
      expect.objectContaining({
        message: 'Hola Ana',
        isSender: false,
        contactId: beto.userId,
        status: 'Sent',
      }),
    ]);
    expect(await echoed).toEqual([expect.objectContaining({ message: 'Hola Ana', isSender: true })]);

    const reading = nextEvent(betoHub, 'NotifyReading');
    dataOf(
      await apiClient(t.app, ana.token).PUT('/chats/updateread/{id}', {
        params: { path: { id: beto.userId } },
      }),
    );
    expect(await reading).toEqual([{ contactId: ana.userId }]);

    const blocked = nextEvent(anaHub, 'BlockedContact');
    dataOf(
      await apiClient(t.app, beto.token).PUT('/chats/blockedcontact/{id}', {
        params: { path: { id: ana.userId } },
      }),
    );
    expect(await blocked).toEqual([{ contactId: beto.userId, locked: true }]);
    await Promise.all([anaHub.stop(), betoHub.stop()]);
  });
});
