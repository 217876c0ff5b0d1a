import { describe, expect, it } from 'vitest';
import {
  addNotification,
  countUnread,
  listNotifications,
  markAllRead,
} from '../../server/notifications/notification-store.js';
import { stores } from './support/stores.js';
import { useSignedIn, useTestApp } from './support/suite.js';

describe.each(stores)('stored notifications on $name', (store) => {
  const t = useTestApp(store);
  const person = useSignedIn(t, 'nuevo@demo.muropride.mx');

  it('lists a new notification first and counts it as unread', async () => {
    const before = await countUnread(t.db, person.userId);
    await addNotification(t.db, new Date(), {
      userId: person.userId,
      message: 'Tu vacante fue aprobada',
      eventMessage: 'Bolsa de trabajo',
      link: '/details-job/7',
      targetId: 7,
    });
    expect(await countUnread(t.db, person.userId)).toBe(before + 1);
    const [first] = await listNotifications(t.db, person.userId);
    expect(first).toMatchObject({
      message: 'Tu vacante fue aprobada',
      link: '/details-job/7',
      targetId: 7,
      read: false,
    });
  });

  it('marks everything read when the bell is opened', async () => {
    expect(await markAllRead(t.db, person.userId, new Date())).toBeGreaterThan(0);
    expect(await countUnread(t.db, person.userId)).toBe(0);
    expect((await listNotifications(t.db, person.userId)).every((n) => n.read)).toBe(true);
    expect(await markAllRead(t.db, person.userId, new Date())).toBe(0);
  });
});
