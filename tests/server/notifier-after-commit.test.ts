import { describe, expect, it } from 'vitest';
import type { LivePublisher } from '../../server/live/live-publisher.js';
import { listNotifications } from '../../server/notifications/notification-store.js';
import { createNotifier } from '../../server/notifications/notifier.js';
import type { PushSender } from '../../server/push/push-sender.js';
import { stores } from './support/stores.js';
import { useSignedIn, useTestApp } from './support/suite.js';
import type { TestApp } from './support/test-app.js';

/** A notifier whose bell and push only write down, in order, what happened. */
function recordingNotifier(t: TestApp, log: string[]) {
  const live: LivePublisher = {
    send: async (_hub, userIds) => void log.push(`ring ${userIds.join()}`),
    sessionsEnded: async () => undefined,
    peopleChanged: async () => undefined,
    state: () => 'alone',
  };
  const push: PushSender = {
    send: async (_db, userId, message) => void log.push(`push ${userId} ${message.title}`),
  };
  return createNotifier(live, () => new Date(), push, t.db);
}

const notice = (userId: number, message: string) => ({
  userId,
  message,
  eventMessage: 'Aviso',
  link: '/home',
  targetId: 1,
});

describe.each(stores)('notifications ring after commit on $name', (store) => {
  const t = useTestApp(store);
  const person = useSignedIn(t, 'nuevo@demo.muropride.mx');

  it('rings the bell and sends push only once the transaction has committed', async () => {
    const log: string[] = [];
    const notifier = recordingNotifier(t, log);
    await t.db.transaction(async (tx) => {
      await notifier.notify(tx, notice(person.userId, 'Guardado'));
      log.push('last statement');
    });
    expect(log).toEqual(['last statement', `ring ${person.userId}`, `push ${person.userId} Aviso`]);
    expect((await listNotifications(t.db, person.userId))[0]).toMatchObject({ message: 'Guardado' });
  });

  it('says nothing of a change that was rolled back', async () => {
    const log: string[] = [];
    const notifier = recordingNotifier(t, log);
    const failed = t.db.transaction(async (tx) => {
      await notifier.notify(tx, notice(person.userId, 'Deshecho'));
      throw new Error('rollback');
    });
    await expect(failed).rejects.toThrow('rollback');
    expect(log).toEqual([]);
    expect((await listNotifications(t.db, person.userId)).some((n) => n.message === 'Deshecho')).toBe(false);
  });

  it('rings at once outside a transaction', async () => {
    const log: string[] = [];
    await recordingNotifier(t, log).notify(t.db, notice(person.userId, 'Suelto'));
    expect(log).toEqual([`ring ${person.userId}`, `push ${person.userId} Aviso`]);
  });
});
