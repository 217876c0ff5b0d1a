import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatusText } from '../../server/store/order-status.js';
import { storeMessages } from '../../server/store/store-messages.js';
import { seedStore } from '../../server/store/store-seed.js';
import { checkoutKey, decide, orderDetail, payOrder, productIds } from './store-support.js';
import { call } from './support/contract.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

describe.each(stores)('orders awaiting payment on $name', (store) => {
  let cafe: Record<string, number>;
  const t = useTestApp(store, { seeds: [seedStore] });
  const { buyer, other } = useDemoPeople(t, { buyer: 'carlos', other: 'sofia' });
  beforeAll(async () => {
    cafe = await productIds(t.app, 1);
  });

  const order = async (quantity: number) => {
    const cart = { Products: [{ ProductId: cafe['CAF-AMER'] ?? 0, Quantity: quantity }], PaymentMethodId: 1 };
    const { body } = await payOrder(t.app, buyer.token, checkoutKey(), cart);
    return body.data as { orderId: number; redirectUrl: string };
  };
  const pending = async (token = buyer.token) =>
    (await call(t.app, 'GET', '/Ecommerce/PendingOrders', { token })).body;

  it('lists only the orders still awaiting payment, newest first, each with its payment page', async () => {
    const paid = await order(1);
    await decide(t.app, paid.redirectUrl, 'approve');
    const first = await order(2);
    const second = await order(3);
    const body = await pending();
    expect(body.responseCode).toBe('00');
    expect(body.data.map((o: { orderId: number }) => o.orderId)).toEqual([second.orderId, first.orderId]);
    expect(body.data[0]).toMatchObject({
      status: orderStatusText.pending,
      paymentUrl: second.redirectUrl,
      details: [{ quantity: 3 }],
    });
    expect((await pending(other.token)).data).toEqual([]);
  });

  it('cancels a pending order once: its payment page no longer takes a decision', async () => {
    const open = await order(4);
    const cancelled = await call(t.app, 'POST', `/Ecommerce/CancelOrder?orderId=${open.orderId}`, {
      token: buyer.token,
    });
    expect(cancelled.body).toMatchObject({
      responseCode: '00',
      responseMessage: storeMessages.orderCancelled,
      data: { orderId: open.orderId, status: orderStatusText.rejected },
    });
    expect((await pending()).data.map((o: { orderId: number }) => o.orderId)).not.toContain(open.orderId);
    await decide(t.app, open.redirectUrl, 'approve');
    const detail = await orderDetail(t.app, open.orderId, buyer.token);
    expect(detail.body.data.status).toBe(orderStatusText.rejected);
    const again = await call(t.app, 'POST', `/Ecommerce/CancelOrder?orderId=${open.orderId}`, {
      token: buyer.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toBe(storeMessages.orderNotPending);
  });

  it("refuses to cancel another person's order", async () => {
    const open = await order(1);
    const reply = await call(t.app, 'POST', `/Ecommerce/CancelOrder?orderId=${open.orderId}`, {
      token: other.token,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.responseMessage).toBe(storeMessages.orderNotFound);
    expect((await pending()).data.map((o: { orderId: number }) => o.orderId)).toContain(open.orderId);
  });
});
