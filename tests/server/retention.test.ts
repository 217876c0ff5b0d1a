import { describe, expect, it } from 'vitest';
import { applyRetention } from '../../server/retention/retention-job.js';
import { orgMessages } from '../../server/organisation/org-messages.js';
import { call } from './support/contract.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

const DAY = 86_400_000;

describe.each(stores)('how long a company keeps chat and notifications on $name', (store) => {
  const t = useTestApp(store);
  const { hr, member } = useDemoPeople(t, { hr: 'hr', member: 'member' });

  const daysAgo = (days: number) => new Date(t.time.clock().getTime() - days * DAY);
  const count = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? 0;

  it('keeps everything by default, and lets HR alone set days for each, or forever', async () => {
    const read = async (token: string) => call(t.app, 'GET', '/backoffice/Retention', { token });
    expect((await read(hr.token)).body.data).toEqual({ chatDays: null, notificationDays: null });
    const saved = await call(t.app, 'PUT', '/backoffice/Retention', {
      token: hr.token,
      body: { chatDays: 30, notificationDays: null },
    });
    expect(saved.body).toMatchObject({
      responseCode: '00',
      responseMessage: orgMessages.retentionSaved,
      data: { chatDays: 30, notificationDays: null },
    });
    const refused = await call(t.app, 'PUT', '/backoffice/Retention', {
      token: hr.token,
      body: { chatDays: 0, notificationDays: 5000 },
    });
    expect(refused.status).toBe(400);
    expect((await read(member.token)).status).toBe(403);
    expect((await read(hr.token)).body.data).toEqual({ chatDays: 30, notificationDays: null });
  });

  it('removes daily what is older than the setting, writes it to the audit log, and nothing twice', async () => {
    await call(t.app, 'PUT', '/backoffice/Retention', {
      token: hr.token,
      body: { chatDays: 30, notificationDays: 7 },
    });
    const [other] = await t.db.query<{ user_id: number; company_id: number }>(
      'select user_id, company_id from users where user_id = $1',
      [member.userId],
    );
    const company = other?.company_id ?? 0;
    const message = (days: number) =>
      t.db.query(
        `insert into chat_messages (company_id, sender_id, receiver_id, message, sent_at)
         values ($1, $2, $3, 'hola', $4)`,
        [company, member.userId, hr.userId, daysAgo(days)],
      );
    const notice = (days: number) =>
      t.db.query(
        `insert into notifications (user_id, message, event_message, created_at) values ($1, 'aviso', 'aviso', $2)`,
        [member.userId, daysAgo(days)],
      );
    await message(31);
    await message(29);
    await notice(8);
    await notice(6);
    const chatBefore = await count('chat_messages where company_id = $1', [company]);
    const noticesBefore = await count('notifications where user_id = $1', [member.userId]);
    const oldChat = await count('chat_messages where company_id = $1 and sent_at < $2', [
      company,
      daysAgo(30),
    ]);
    const oldNotices = await count('notifications where user_id = $1 and created_at < $2', [
      member.userId,
      daysAgo(7),
    ]);

    await applyRetention(t.db, t.time.clock());
    expect(await count('chat_messages where company_id = $1', [company])).toBe(chatBefore - oldChat);
    expect(await count('notifications where user_id = $1', [member.userId])).toBe(noticesBefore - oldNotices);
    expect(await count('chat_messages where sent_at < $1 and company_id = $2', [daysAgo(30), company])).toBe(
      0,
    );

    const log = async () =>
      (await call(t.app, 'GET', '/backoffice/AuditLog?area=admin-control', { token: hr.token })).body
        .data as {
        list: { action: string; after: unknown }[];
        totalCount: number;
      };
    const [entry] = (await log()).list;
    expect(entry).toMatchObject({ action: 'retentionApplied' });
    expect(entry?.after).toMatchObject({ chatMessages: oldChat });
    const entries = (await log()).totalCount;
    await applyRetention(t.db, t.time.clock());
    expect((await log()).totalCount).toBe(entries);
  });
});
