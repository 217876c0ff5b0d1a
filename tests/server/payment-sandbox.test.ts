import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.js';
import { PAYMENT_TICKET_MINUTES } from '../../server/payments/payment-tickets.js';
import { orderStatusText } from '../../server/store/order-status.js';
import { storeMessages } from '../../server/store/store-messages.js';
import { seedStore } from '../../server/store/store-seed.js';
import { checkoutKey, decide, orderDetail, payOrder, productIds } from './store-support.js';
import { call } from './support/contract.js';
import { login, type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const secret = { JWT_SECRET: 'x'.repeat(32) };

describe('when the sandbox provider is on', () => {
  const sandboxOf = (env: Record<string, string>) =>
    configFromEnv({ ...secret, PUBLIC_URL: 'https://muro.example.mx', ...env }, '/tmp/muro-pay', '', 1)
      .paymentsSandbox;

  it('is on by default in development and off in production unless PAYMENTS_SANDBOX=1', () => {
    expect(sandboxOf({})).toBe(true);
    expect(sandboxOf({ PAYMENTS_SANDBOX: '0' })).toBe(false);
    expect(sandboxOf({ NODE_ENV: 'production' })).toBe(false);
    expect(sandboxOf({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' })).toBe(false);
    expect(sandboxOf({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' })).toBe(true);
  });
});

describe.each(stores)('approving payments that are not yours on $name', (store) => {
  let t: TestApp;
  let buyer: Session;
  let cine: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(store, { seeds: [seedStore] });
    buyer = await login(t.app, 'carlos.mendoza@demo.muropride.mx');
    cine = await productIds(t.app, 2);
  });
  afterAll(() => t.close());

  const newOrder = async (key = checkoutKey()) => {
    const { body } = await payOrder(t.app, buyer.token, key, {
      Products: [{ ProductId: cine['CIN-2D'] ?? 0, Quantity: 1 }],
      PaymentMethodId: 1,
    });
    expect(body.responseCode).toBe('00');
    return body.data as { orderId: number; redirectUrl: string };
  };
  const statusOf = async (orderId: number) =>
    (await orderDetail(t.app, orderId, buyer.token)).body.data.status;
  const open = (url: string) => t.app.inject({ method: 'GET', url });

  it('refuses the bare payment id, as read from the database or a log', async () => {
    const order = await newOrder();
    const [row] = await t.db.query<{ token: string }>(
      'select token from sandbox_payments where order_id = $1',
      [order.orderId],
    );
    const bare = `/api/sandbox/pay/${row?.token ?? ''}`;
    expect((await open(bare)).statusCode).toBe(404);
    expect((await decide(t.app, bare, 'approve')).status).toBe(404);
    expect(await statusOf(order.orderId)).toBe(orderStatusText.pending);
  });

  it('refuses an altered ticket and a ticket moved onto another order', async () => {
    const mine = await newOrder();
    const target = await newOrder();
    const [, expiry, signature] = mine.redirectUrl.split('/').pop()?.split('.') ?? [];
    const [targetId] = target.redirectUrl.split('/').pop()?.split('.') ?? [];
    const moved = `/api/sandbox/pay/${targetId}.${expiry}.${signature}`;
    expect((await decide(t.app, moved, 'approve')).status).toBe(404);
    const later = `/api/sandbox/pay/${targetId}.${Number(expiry) + 86_400}.${signature}`;
    expect((await decide(t.app, later, 'approve')).status).toBe(404);
    const flipped = `${mine.redirectUrl.slice(0, -1)}${mine.redirectUrl.endsWith('A') ? 'B' : 'A'}`;
    expect((await open(flipped)).statusCode).toBe(404);
    expect(await statusOf(target.orderId)).toBe(orderStatusText.pending);
    expect(await statusOf(mine.orderId)).toBe(orderStatusText.pending);
  });

  it('refuses an expired link; asking to pay the same checkout again gives a fresh one', async () => {
    const key = checkoutKey();
    const first = await newOrder(key);
    t.time.advance((PAYMENT_TICKET_MINUTES + 1) * 60_000);
    buyer = await login(t.app, 'carlos.mendoza@demo.muropride.mx');
    expect((await open(first.redirectUrl)).statusCode).toBe(404);
    expect((await decide(t.app, first.redirectUrl, 'approve')).status).toBe(404);
    const again = await newOrder(key);
    expect(again.orderId).toBe(first.orderId);
    expect(await decide(t.app, again.redirectUrl, 'approve')).toEqual({
      status: 303,
      location: `/order-details/${first.orderId}`,
    });
  });

  it('takes a decision once: replaying the link cannot turn a rejection into a payment', async () => {
    const order = await newOrder();
    expect((await decide(t.app, order.redirectUrl, 'reject')).location).toBe('/canceled');
    expect((await decide(t.app, order.redirectUrl, 'approve')).location).toBe('/canceled');
    expect(await statusOf(order.orderId)).toBe(orderStatusText.rejected);
  });
});

describe.each(stores)('payments with the sandbox off (production) on $name', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(store, {
      config: { production: true, paymentsSandbox: false },
      seeds: [seedStore],
    });
  });
  afterAll(() => t.close());

  it('does not serve the sandbox page or decisions at all', async () => {
    const url = '/api/sandbox/pay/abcdefghijklmnopqrstuvwxyz.1999999999.abcdefghijklmnopqrstuvwxyz';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await decide(t.app, url, 'approve')).status).toBe(404);
  });

  const counts = async () => {
    const [row] = await t.db.query<{ orders: number; payments: number }>(
      `select (select count(*) from purchase_orders) as orders, (select count(*) from sandbox_payments) as payments`,
    );
    return { orders: Number(row?.orders), payments: Number(row?.payments) };
  };

  it('answers that payments are unavailable and opens no order and no payment', async () => {
    const before = await counts();
    const buyer = await login(t.app, 'carlos.mendoza@demo.muropride.mx');
    const cine = await productIds(t.app, 2);
    const { body } = await payOrder(t.app, buyer.token, checkoutKey(), {
      Products: [{ ProductId: cine['CIN-2D'] ?? 0, Quantity: 1 }],
      PaymentMethodId: 1,
    });
    expect(body).toEqual({
      responseCode: '01',
      responseMessage: storeMessages.paymentsUnavailable,
      data: null,
    });
    const member = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: 'ricardo.morales@demo.muropride.mx', password: 'Demo.2026!' },
    });
    const membership = await call(t.app, 'POST', '/Ecommerce/PayMembership', {
      token: member.body.data.token,
    });
    expect(membership.body.responseMessage).toBe(storeMessages.paymentsUnavailable);
    expect(await counts()).toEqual(before);
  });
});
