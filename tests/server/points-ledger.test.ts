import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import { Conflict } from '../../server/domain-errors.js';
import { creditPoints } from '../../server/points/points-ledger.js';
import { pointsBalance } from '../../server/points/points-store.js';
import { redeemReward } from '../../server/rewards/redemption.js';
import { rewardMessages } from '../../server/rewards/reward-messages.js';
import { addMembers, createReward, loadCsv } from './reward-support.js';
import { getAs, login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useSignedIn, useTestApp } from './support/suite.js';

describe.each(stores)('points ledger on $name', (store) => {
  const t = useTestApp(store);
  const ops = useSignedIn(t, 'ops@demo.muropride.mx');

  it('credits a source once per person and sums the rows as the balance', async () => {
    const [userId = 0, other = 0] = await addMembers(t.db, 2, 10, t.time.clock());
    const credit = { userId, points: 25, reason: 'Curso: Inclusión', sourceKind: 'course', sourceId: 7 };
    expect(await creditPoints(t.db, credit)).toBe(true);
    expect(await creditPoints(t.db, credit)).toBe(false);
    expect(await creditPoints(t.db, { ...credit, userId: other })).toBe(true);
    expect(await creditPoints(t.db, { ...credit, points: 0, sourceId: 8 })).toBe(false);
    expect(await creditPoints(t.db, { ...credit, points: -5, sourceId: 9 })).toBe(false);
    expect(await pointsBalance(t.db, userId)).toBe(35);
    const rows = await t.db.query('select 1 from points_movements where user_id = $1', [userId]);
    expect(rows).toHaveLength(2);
  });

  it('shows the ledger balance as the profile points', async () => {
    const member = await login(t.app, 'miembro@demo.muropride.mx');
    const before = await pointsBalance(t.db, member.userId);
    expect(before).toBe(1250);
    await creditPoints(t.db, {
      userId: member.userId,
      points: 40,
      reason: 'Encuesta: Clima',
      sourceKind: 'survey',
      sourceId: 999,
    });
    const profile = await getAs(t.app, `/api/BackEnd/Profile?UserId=${member.userId}`, member.token);
    expect(profile.json().data.reward).toBe(1290);
  });

  it('hands the one coupon of 20 concurrent redemptions to exactly one member and debits one balance', async () => {
    const now = t.time.clock();
    const today = dayIn(now);
    const { productId } = await createReward(t, ops.token);
    expect((await loadCsv(t, ops.token, productId, ['UNICO-1'], today, today)).body.responseCode).toBe('00');
    const [filter] = await t.db.query<{ id: number }>(
      `insert into reward_product_filters (company_id, reward_product_id, points, filter_stock)
       values ($1, $2, 100, 20) returning reward_product_filter_id as id`,
      [DEMO_COMPANY_ID, productId],
    );
    const members = await addMembers(t.db, 20, 150, now);
    const outcomes = await Promise.allSettled(
      members.map((userId) =>
        redeemReward(t.db, { userId, filterId: filter?.id ?? 0, idempotencyKey: randomUUID() }, today, now),
      ),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(Conflict);
      expect((r.reason as Error).message).toBe(rewardMessages.noCoupons);
    }
    const balances = await Promise.all(members.map((id) => pointsBalance(t.db, id)));
    expect(balances.filter((b) => b === 50)).toHaveLength(1);
    expect(balances.filter((b) => b === 150)).toHaveLength(19);
    const [coupon] = await t.db.query<{ takers: number }>(
      `select count(*)::int as takers from reward_orders o join reward_coupons c using (reward_coupon_id)
        where c.coupon_number = 'UNICO-1'`,
    );
    expect(coupon?.takers).toBe(1);
    const [stock] = await t.db.query<{ filter_stock: number }>(
      'select filter_stock from reward_product_filters where reward_product_filter_id = $1',
      [filter?.id],
    );
    expect(stock?.filter_stock).toBe(19);
  });

  it('never lets one person overspend with concurrent redemptions', async () => {
    const now = t.time.clock();
    const today = dayIn(now);
    const { productId } = await createReward(t, ops.token);
    const numbers = Array.from({ length: 10 }, (_, n) => `MUCHOS-${n}`);
    await loadCsv(t, ops.token, productId, numbers, today, today);
    const [filter] = await t.db.query<{ id: number }>(
      `insert into reward_product_filters (company_id, reward_product_id, points, filter_stock)
       values ($1, $2, 100, 10) returning reward_product_filter_id as id`,
      [DEMO_COMPANY_ID, productId],
    );
    const [userId = 0] = await addMembers(t.db, 1, 250, now);
    const outcomes = await Promise.allSettled(
      // Six attempts, each with its own key: only the balance stops them.
      Array.from({ length: 6 }, () =>
        redeemReward(t.db, { userId, filterId: filter?.id ?? 0, idempotencyKey: randomUUID() }, today, now),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    expect(await pointsBalance(t.db, userId)).toBe(50);
  });
});
