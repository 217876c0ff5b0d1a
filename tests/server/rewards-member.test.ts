import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/day-range.js';
import { dayIn } from '../../domain/dates.js';
import { seedOrganisation } from '../../server/organisation/org-seed.js';
import { creditPoints } from '../../server/points/points-ledger.js';
import { rewardMessages } from '../../server/rewards/reward-messages.js';
import { seedRewards } from '../../server/rewards/reward-seed.js';
import { call, type GatewayUrl } from './support/contract.js';
import { getAs, login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { pdfText } from './store-support.js';
import { useSignedIn, useTestApp } from './support/suite.js';

interface Item {
  rewardProductFilterId: number;
  title: string;
  points: number;
  stock: number;
}

describe.each(stores)('member rewards on $name', (store) => {
  let today: string;
  const t = useTestApp(store, { seeds: [seedOrganisation, seedRewards] });
  const member = useSignedIn(t, 'miembro@demo.muropride.mx');
  beforeAll(async () => {
    today = dayIn(t.time.clock());
  });

  const get = (url: GatewayUrl, token = member.token) => call(t.app, 'GET', url, { token });
  const redeem = (token: string, filterId: number, key: string = randomUUID()) =>
    call(t.app, 'POST', '/BackEnd/RedeemCoupon', {
      token,
      body: { RewardProductFilterId: filterId },
      headers: { 'idempotency-key': key },
    });
  const catalogue = async (token: string) => {
    const data = (await get('/BackEnd/RewardProducts', token)).body.data as {
      balance: number;
      items: Item[];
    };
    const item = (title: string) => data.items.find((i) => i.title === title) as Item;
    return { balance: data.balance, libro: item('Libro a elegir'), cafe: item('Café y postre') };
  };
  /** Gives a person points until their balance is `balance`. */
  const topUp = async (userId: number, balance: number, token: string) => {
    const points = balance - (await catalogue(token)).balance;
    const credit = { userId, points, reason: 'Prueba', sourceKind: 'test', sourceId: randomUUID() };
    expect(await creditPoints(t.db, credit)).toBe(true);
  };

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
    const redeemed = await redeem(member.token, cafe.rewardProductFilterId);
    expect(redeemed.body.responseMessage).toBe('Cupón canjeado exitosamente');
    const result = redeemed.body.data as {
      couponUrl: string;
      balance: number;
      rewardOrderUserProfileId: number;
    };
    expect(result.balance).toBe(950);
    const pdf = await getAs(t.app, result.couponUrl, member.token);
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
    const other = await getAs(
      t.app,
      `/api/BackEnd/DownloadCoupon/${own?.rewardOrderUserProfileId}`,
      member.token,
    );
    expect(other.statusCode).toBe(404);
    const bad = await get(`/BackEnd/RewardsStatement?dateRange=${encodeURIComponent(`${today}|2000-01-01`)}`);
    expect(bad.status).toBe(400);
    const unknown = await redeem(member.token, 99999);
    expect(unknown.status).toBe(409);
    expect(unknown.body.responseMessage).toBe('La recompensa no está disponible para ti.');
  });

  it('refuses a reward the balance does not reach, debiting nothing', async () => {
    const poor = await login(t.app, 'alejandro.cruz@demo.muropride.mx');
    const items = ((await get('/BackEnd/RewardProducts', poor.token)).body.data as { items: Item[] }).items;
    const reply = await redeem(poor.token, items[0]?.rewardProductFilterId ?? 0);
    expect(reply.status).toBe(409);
    expect(reply.body.responseMessage).toBe('No tienes puntos suficientes para canjear esta recompensa.');
    expect(
      ((await get('/BackEnd/RewardProducts', poor.token)).body.data as { balance: number }).balance,
    ).toBe(215);
  });

  it('answers every retry of one redemption, simultaneous or late, with its first reply, and debits once', async () => {
    const carlos = await login(t.app, 'carlos.mendoza@demo.muropride.mx');
    // Enough for one book, not for two.
    await topUp(carlos.userId, 730, carlos.token);
    const before = await catalogue(carlos.token);
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => redeem(carlos.token, before.libro.rewardProductFilterId, key)),
    );
    const [first] = replies;
    expect(first?.body).toMatchObject({
      responseCode: '00',
      responseMessage: rewardMessages.redeemed,
      data: { balance: 230 },
    });
    for (const reply of replies) expect(reply.body).toEqual(first?.body);

    // A retry long after, with points moved since and too few for a book: still the same coupon and reply.
    await topUp(carlos.userId, 330, carlos.token);
    const late = await redeem(carlos.token, before.libro.rewardProductFilterId, key);
    expect(late.body).toEqual(first?.body);

    const after = await catalogue(carlos.token);
    expect(after.balance).toBe(330);
    expect(after.libro.stock).toBe(before.libro.stock - 1);
    const history = (await get('/BackEnd/RedemptionHistory', carlos.token)).body.data as {
      rewardOrderUserProfileId: number;
    }[];
    expect(history.map((h) => h.rewardOrderUserProfileId)).toEqual([
      first?.body.data.rewardOrderUserProfileId,
    ]);
    const statement = (await get('/BackEnd/RewardsStatement', carlos.token)).body.data as {
      action: string;
    }[];
    expect(statement.filter((s) => s.action === rewardMessages.statementRedemption)).toHaveLength(1);
  });

  it('refuses one key for another reward, alone or at the same time as its own, debiting nothing more', async () => {
    const sofia = await login(t.app, 'sofia.reyes@demo.muropride.mx');
    await topUp(sofia.userId, 2000, sofia.token);
    const { libro, cafe } = await catalogue(sofia.token);
    const key = randomUUID();
    const [book, coffee] = await Promise.all([
      redeem(sofia.token, libro.rewardProductFilterId, key),
      redeem(sofia.token, cafe.rewardProductFilterId, key),
    ]);
    const refusal = { responseCode: '05', responseMessage: rewardMessages.keyReused, data: null };
    const outcomes = [book, coffee].map((reply) => reply?.status).sort();
    expect(outcomes).toEqual([200, 409]);
    const refused = book?.status === 409 ? book : coffee;
    expect(refused?.body).toEqual(refusal);
    const spent = book?.status === 200 ? libro.points : cafe.points;
    expect((await catalogue(sofia.token)).balance).toBe(2000 - spent);

    const reused = await redeem(
      sofia.token,
      book?.status === 200 ? cafe.rewardProductFilterId : libro.rewardProductFilterId,
      key,
    );
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual(refusal);
    expect((await catalogue(sofia.token)).balance).toBe(2000 - spent);
  });

  it("takes another person's identical key as another redemption of their own", async () => {
    const carlos = await login(t.app, 'carlos.mendoza@demo.muropride.mx');
    const alejandro = await login(t.app, 'alejandro.cruz@demo.muropride.mx');
    await topUp(alejandro.userId, 1000, alejandro.token);
    const { libro } = await catalogue(alejandro.token);
    const key = randomUUID();
    await topUp(carlos.userId, 1000, carlos.token);
    const carlosReply = await redeem(carlos.token, libro.rewardProductFilterId, key);
    const alejandroReply = await redeem(alejandro.token, libro.rewardProductFilterId, key);
    expect(alejandroReply.body.responseCode).toBe('00');
    expect(alejandroReply.body.data.rewardOrderUserProfileId).not.toBe(
      carlosReply.body.data.rewardOrderUserProfileId,
    );
    expect((await catalogue(alejandro.token)).balance).toBe(500);
    expect((await catalogue(carlos.token)).balance).toBe(500);
    // The coupon is Alejandro's: the same key gives Carlos no way to it.
    const theirs = await getAs(t.app, alejandroReply.body.data.couponUrl, carlos.token);
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a redemption without a key or with a malformed one, debiting nothing', async () => {
    const { balance, cafe } = await catalogue(member.token);
    const noKey = await call(t.app, 'POST', '/BackEnd/RedeemCoupon', {
      token: member.token,
      body: { RewardProductFilterId: cafe.rewardProductFilterId },
    });
    expect(noKey.status).toBe(400);
    for (const key of ['corta', "x' or '1'='1' --------", 'ñ'.repeat(20), 'a'.repeat(65)]) {
      const reply = await redeem(member.token, cafe.rewardProductFilterId, key);
      expect(reply.status).toBe(400);
    }
    expect((await catalogue(member.token)).balance).toBe(balance);
  });
});
