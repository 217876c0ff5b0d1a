import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addNotification,
  countUnread,
  listNotifications,
  markAllRead,
} from '../../server/notifications/notification-store.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe.each(stores)('stored notifications on $name', (store) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(store);
    userId = (await login(t.app, 'nuevo@demo.muropride.mx')).userId;
  });
  afterAll(() => t.close());

  it('lists a new notification first and counts it as unread', async () => {
    const before = await countUnread(t.db, userId);
    await addNotification(t.db, new Date(), {
      userId,
      message: 'Tu vacante fue aprobada',
      eventMessage: 'Bolsa de trabajo',
      link: '/details-job/7',
      targetId: 7,
    });
    expect(await countUnread(t.db, userId)).toBe(before + 1);
    const [first] = await listNotifications(t.db, userId);
    expect(first).toMatchObject({
      message: 'Tu vacante fue aprobada',
      link: '/details-job/7',
      targetId: 7,
      read: false,
    });
  });

  it('marks everything read when the bell is opened', async () => {
    expect(await markAllRead(t.db, userId, new Date())).toBeGreaterThan(0);
    expect(await countUnread(t.db, userId)).toBe(0);
    expect((await listNotifications(t.db, userId)).every((n) => n.read)).toBe(true);
    expect(await markAllRead(t.db, userId, new Date())).toBe(0);
  });
});
