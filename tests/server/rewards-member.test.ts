import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/day-range.js';
import { dayIn } from '../../domain/dates.js';
import { seedOrganisation } from '../../server/organisation/org-seed.js';
import { seedRewards } from '../../server/rewards/reward-seed.js';
import { call, type GatewayUrl } from './support/contract.js';
import { login, type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { pdfText } from './store-support.js';

interface Item {
  rewardProductFilterId: number;
  title: string;
  points: number;
  stock: number;
}

describe.each(stores)('member rewards on $name', (store) => {
  let t: TestApp;
  let member: Session;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp(store);
    await seedOrganisation(t.db, t.time.clock);
    await seedRewards(t.db, t.time.clock);
    member = await login(t.app, 'miembro@demo.muropride.mx');
    today = dayIn(t.time.clock());
  });
  afterAll(() => t.close());

  const get = (url: GatewayUrl, token = member.token) => call(t.app, 'GET', url, { token });

  it('lists the offered rewards with the balance, the categories and the latest', async () => {
    const { body } = await get('/BackEnd/RewardProducts');
    const data = body.data as { balance: number; items: Item[] };
    expect(data.balance).toBe(1250);
    expect(data.items.map((i) => [i.title, i.points, i.stock])).toEqual([
      ['Café y postre', 300, 14],
      ['Libro a elegir', 500, 15],
      ['Dos boletos de cine', 800, 15],
    ]);
    const categories = (await get('/BackEnd/RewardCategories')).body.data as { description: string }[];
    expect(categories.map((c) => c.description)).toEqual(['Experiencias', 'Lectura']);
    const lectura = categories[1] as unknown as { rewardCategoryId: number };
    const filtered = (await get(`/BackEnd/RewardProducts?rewardCategoryId=${lectura.rewardCategoryId}`)).body
      .data as { items: Item[] };
    expect(filtered.items.map((i) => i.title)).toEqual(['Libro a elegir']);
    const latest = (await get('/BackEnd/LatestRewardProducts')).body.data as Item[];
    expect(latest[0]?.title).toBe('Libro a elegir');
  });

  it('refuses visitors', async () => {
    const reply = await call(t.app, 'GET', '/BackEnd/RewardProducts');
    expect(reply.status).toBe(401);
  });

  it('redeems, debits, lists the redemption and the statement, and serves the coupon PDF', async () => {
    const items = ((await get('/BackEnd/RewardProducts')).body.data as { items: Item[] }).items;
    const cafe = items.find((i) => i.title === 'Café y postre') as Item;
    const redeemed = await call(t.app, 'POST', '/BackEnd/RedeemCoupon', {
      token: member.token,
      body: { RewardProductFilterId: cafe.rewardProductFilterId },
    });
    expect(redeemed.body.responseMessage).toBe('Cupón canjeado exitosamente');
    const result = redeemed.body.data as {
      couponUrl: string;
      balance: number;
      rewardOrderUserProfileId: number;
    };
    expect(result.balance).toBe(950);
    const pdf = await t.app.inject({
      method: 'GET',
      url: result.couponUrl,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toMatch(/^CAFE-\d{4}$/m);

    const range = `${addDays(today, -1)}|${today}`;
    const history = (await get(`/BackEnd/RedemptionHistory?dateRange=${encodeURIComponent(range)}`)).body
      .data as { productTitle: string; reward: number; status: number }[];
    expect(history).toEqual([
      expect.objectContaining({ productTitle: 'Café y postre', reward: 300, status: 2 }),
    ]);
    const statement = (await get(`/BackEnd/RewardsStatement?dateRange=${encodeURIComponent(range)}`)).body
      .data as { action: string; concept: string; reward: number }[];
    expect(statement.map((s) => [s.action, s.concept, s.reward])).toEqual([
      ['Canje', 'Canje: Café y postre', -300],
      ['Abono', 'Saldo inicial', 1250],
    ]);
    const widgets = (await get('/Home/Widgets')).body.data as {
      rewardWidget: { points: number; redeemable: number };
    };
    expect(widgets.rewardWidget).toMatchObject({ points: 950, redeemable: 3 });
  });

  it("refuses another person's coupon, a bad range and an unknown filter", async () => {
    const sofia = await login(t.app, 'sofia.reyes@demo.muropride.mx');
    const [own] = (await get('/BackEnd/RedemptionHistory', sofia.token)).body.data as {
      rewardOrderUserProfileId: number;
    }[];
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/BackEnd/DownloadCoupon/${own?.rewardOrderUserProfileId}`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(other.statusCode).toBe(404);
    const bad = await get(`/BackEnd/RewardsStatement?dateRange=${encodeURIComponent(`${today}|2000-01-01`)}`);
    expect(bad.status).toBe(400);
    const unknown = await call(t.app, 'POST', '/BackEnd/RedeemCoupon', {
      token: member.token,
      body: { RewardProductFilterId: 99999 },
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body.responseMessage).toBe('La recompensa no está disponible para ti.');
  });

  it('refuses a reward the balance does not reach, debiting nothing', async () => {
    const poor = await login(t.app, 'alejandro.cruz@demo.muropride.mx');
    const items = ((await get('/BackEnd/RewardProducts', poor.token)).body.data as { items: Item[] }).items;
    const reply = await call(t.app, 'POST', '/BackEnd/RedeemCoupon', {
      token: poor.token,
      body: { RewardProductFilterId: items[0]?.rewardProductFilterId ?? 0 },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.responseMessage).toBe('No tienes puntos suficientes para canjear esta recompensa.');
    expect(
      ((await get('/BackEnd/RewardProducts', poor.token)).body.data as { balance: number }).balance,
    ).toBe(215);
  });
});
