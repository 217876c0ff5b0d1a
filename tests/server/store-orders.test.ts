import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatusText } from '../../server/store/order-status.js';
import { storeMessages } from '../../server/store/store-messages.js';
import { checkoutKey, decide, orderDetail, payOrder, pdfText, productIds, receipt } from './store-support.js';
import { seedStore } from '../../server/store/store-seed.js';
import { call, defined, fieldErrorsOf } from './support/contract.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

describe.each(stores)('store orders and payments on $name', (store) => {
  let cafe: Record<string, number>;
  let cine: Record<string, number>;
  const t = useTestApp(store, { seeds: [seedStore] });
  const { buyer, other } = useDemoPeople(t, { buyer: 'carlos', other: 'sofia' });
  beforeAll(async () => {
    cafe = await productIds(t.app, 1);
    cine = await productIds(t.app, 2);
  });

  it('prices the order from its own catalogue in cents, ignoring prices sent by the client', async () => {
    const { body } = await payOrder(t.app, buyer.token, checkoutKey(), {
      Products: [
        { ProductId: cafe['CAF-DES2'] ?? 0, Quantity: 3, Price: 0.01 } as never,
        { ProductId: cine['CIN-2D'] ?? 0, Quantity: 7 },
      ],
      PaymentMethodId: 1,
    });
    expect(body.responseCode).toBe('00');
    const detail = await orderDetail(t.app, body.data.orderId, buyer.token);
    // 3 × 189.50 + 7 × 65.50 = 568.50 + 458.50 = 1027 exactly, with no binary rounding.
    expect(detail.body.data).toMatchObject({
      total: 1027,
      status: orderStatusText.pending,
      productType: 1,
      details: [
        { quantity: 3, description: 'Paquete desayuno para dos', subTotal: 568.5 },
        { quantity: 7, description: 'Boleto 2D', subTotal: 458.5 },
      ],
    });
    expect(detail.body.data.orderNumber).toMatch(/^MP-\d{6}$/);
  });

  it('creates one order per idempotency key, for repeated and simultaneous requests', async () => {
    const key = checkoutKey();
    const cart = { Products: [{ ProductId: cafe['CAF-AMER'] ?? 0, Quantity: 2 }], PaymentMethodId: 2 };
    const before = await call(t.app, 'GET', '/Ecommerce/PurchaseOrders?pageSize=50', { token: buyer.token });
    const replies = await Promise.all([1, 2, 3, 4].map(() => payOrder(t.app, buyer.token, key, cart)));
    const again = await payOrder(t.app, buyer.token, key, cart);
    const ids = new Set([...replies, again].map((reply) => reply.body.data.orderId));
    const urls = new Set([...replies, again].map((reply) => reply.body.data.redirectUrl));
    expect(ids.size).toBe(1);
    expect(urls.size).toBe(1);
    const after = await call(t.app, 'GET', '/Ecommerce/PurchaseOrders?pageSize=50', { token: buyer.token });
    expect(after.body.data.totalCount).toBe(before.body.data.totalCount + 1);

    const otherCart = { ...cart, Products: [{ ProductId: cafe['CAF-AMER'] ?? 0, Quantity: 3 }] };
    const reused = await payOrder(t.app, buyer.token, key, otherCart);
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({ responseCode: '05', responseMessage: storeMessages.keyReused, data: null });
    // Another person's identical key is another order.
    const theirs = await payOrder(t.app, other.token, key, cart);
    expect(theirs.body.data.orderId).not.toBe(replies[0]?.body.data.orderId);
  });

  it('refuses unknown products, mixed carts, bad quantities and unknown payment methods', async () => {
    const donation = (await productIds(t.app, 14001))['FAJ-DON-100'] ?? 0;
    const mixed = await payOrder(t.app, buyer.token, checkoutKey(), {
      Products: [
        { ProductId: donation, Quantity: 1 },
        { ProductId: cafe['CAF-AMER'] ?? 0, Quantity: 1 },
      ],
      PaymentMethodId: 1,
    });
    expect(mixed.status).toBe(400);
    expect(fieldErrorsOf(mixed.body)).toEqual([{ field: 'Products', message: storeMessages.mixedCart }]);
    const unknown = await payOrder(t.app, buyer.token, checkoutKey(), {
      Products: [{ ProductId: 99999, Quantity: 1 }],
      PaymentMethodId: 1,
    });
    expect(fieldErrorsOf(unknown.body)).toEqual([
      { field: 'Products', message: storeMessages.unknownProduct },
    ]);
    const tooMany = await payOrder(t.app, buyer.token, checkoutKey(), {
      Products: [{ ProductId: cafe['CAF-AMER'] ?? 0, Quantity: 11 }],
      PaymentMethodId: 1,
    });
    expect(tooMany.status).toBe(400);
    const method = await payOrder(t.app, buyer.token, checkoutKey(), {
      Products: [{ ProductId: cafe['CAF-AMER'] ?? 0, Quantity: 1 }],
      PaymentMethodId: 42,
    });
    expect(fieldErrorsOf(method.body)[0]?.field).toBe('PaymentMethodId');
    const noKey = await call(t.app, 'POST', '/Ecommerce/PayOrder', {
      token: buyer.token,
      body: { Products: [{ ProductId: 1, Quantity: 1 }], PaymentMethodId: 1 },
    });
    expect(noKey.status).toBe(400);
  });

  it('refuses an order that names one product twice, whatever the quantities, and creates nothing', async () => {
    const before = await call(t.app, 'GET', '/Ecommerce/PurchaseOrders?pageSize=50', { token: buyer.token });
    const americano = cafe['CAF-AMER'] ?? 0;
    for (const Products of [
      [
        { ProductId: americano, Quantity: 2 },
        { ProductId: americano, Quantity: 3 },
      ],
      // Merged, these would pass the limit of 10.
      [
        { ProductId: americano, Quantity: 6 },
        { ProductId: cine['CIN-2D'] ?? 0, Quantity: 1 },
        { ProductId: americano, Quantity: 6 },
      ],
      [
        { ProductId: americano, Quantity: 1 },
        { ProductId: americano, Quantity: 1 },
      ],
    ]) {
      const reply = await payOrder(t.app, buyer.token, checkoutKey(), { Products, PaymentMethodId: 1 });
      expect(reply.status).toBe(400);
      expect(fieldErrorsOf(reply.body)).toEqual([
        { field: 'Products', message: storeMessages.repeatedProduct },
      ]);
    }
    const after = await call(t.app, 'GET', '/Ecommerce/PurchaseOrders?pageSize=50', { token: buyer.token });
    expect(after.body.data.totalCount).toBe(before.body.data.totalCount);
  });

  it('marks the order paid on approval, once, and serves its PDF receipt', async () => {
    const { body } = await payOrder(t.app, buyer.token, checkoutKey(), {
      Products: [{ ProductId: cine['CIN-COMBO'] ?? 0, Quantity: 2 }],
      PaymentMethodId: 1,
    });
    const page = await t.app.inject({ method: 'GET', url: body.data.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Aprobar pago');
    expect(page.body).toContain('$198 MXN');

    const early = await receipt(t.app, body.data.orderId, buyer.token);
    expect(early.statusCode).toBe(409);

    expect(await decide(t.app, body.data.redirectUrl, 'approve')).toEqual({
      status: 303,
      location: `/order-details/${body.data.orderId}`,
    });
    expect(await decide(t.app, body.data.redirectUrl, 'reject')).toEqual({
      status: 303,
      location: `/order-details/${body.data.orderId}`,
    });
    const revisit = await t.app.inject({ method: 'GET', url: body.data.redirectUrl });
    expect(revisit.statusCode).toBe(303);

    const detail = await orderDetail(t.app, body.data.orderId, buyer.token);
    expect(detail.body.data.status).toBe('La orden ha sido pagada');
    const pdf = await receipt(t.app, body.data.orderId, buyer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Número de orden: ${detail.body.data.orderNumber}`);
    expect(text).toContain('Combo palomitas y refresco');
    expect(text).toContain('Total: $198 MXN');

    const stranger = await orderDetail(t.app, body.data.orderId, other.token);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({
      responseCode: '04',
      responseMessage: storeMessages.orderNotFound,
      data: null,
    });
  });

  it('sends a rejected payment to /canceled and keeps the order unpaid', async () => {
    const { body } = await payOrder(t.app, buyer.token, checkoutKey(), {
      Products: [{ ProductId: cafe['CAF-BOLS'] ?? 0, Quantity: 1 }],
      PaymentMethodId: 3,
    });
    expect(await decide(t.app, body.data.redirectUrl, 'reject')).toEqual({
      status: 303,
      location: '/canceled',
    });
    const detail = await orderDetail(t.app, body.data.orderId, buyer.token);
    expect(detail.body.data.status).toBe(orderStatusText.rejected);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/sandbox/pay/abcdefghijklmnopqrstuvwxyz' });
    expect(unknown.statusCode).toBe(404);
  });

  it('pages the purchase history newest first', async () => {
    const first = await call(t.app, 'GET', '/Ecommerce/PurchaseOrders?pageIndex=1&pageSize=2', {
      token: buyer.token,
    });
    expect(first.body.data.orders).toHaveLength(2);
    expect(first.body.data.totalPages).toBe(Math.ceil(first.body.data.totalCount / 2));
    const second = await call(t.app, 'GET', '/Ecommerce/PurchaseOrders?pageIndex=2&pageSize=2', {
      token: buyer.token,
    });
    expect(second.body.data.orders[0]?.orderId).toBeLessThan(
      defined(first.body.data.orders[1], 'The second order of the first page').orderId,
    );
    const visitor = await call(t.app, 'GET', '/Ecommerce/PurchaseOrders');
    expect(visitor.status).toBe(401);
  });

  it('lets a member who must pay the membership in after paying it', async () => {
    const refused = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: 'ricardo.morales@demo.muropride.mx', password: 'Demo.2026!' },
    });
    expect(refused.body.responseCode).toBe('11');
    const token = refused.body.data.token as string;
    const first = await call(t.app, 'POST', '/Ecommerce/PayMembership', { token });
    const second = await call(t.app, 'POST', '/Ecommerce/PayMembership', { token });
    expect(second.body.data.redirectUrl).toBe(first.body.data.redirectUrl);
    const page = await t.app.inject({ method: 'GET', url: first.body.data.redirectUrl });
    expect(page.body).toContain('Membresía Muro Pride');
    expect(await decide(t.app, first.body.data.redirectUrl, 'approve')).toEqual({
      status: 303,
      location: '/payment-success?membership=1',
    });
    const admitted = await login(t.app, 'ricardo.morales@demo.muropride.mx');
    expect(admitted.userId).toBe(refused.body.data.userId);
    const paid = await call(t.app, 'POST', '/Ecommerce/PayMembership', { token });
    expect(paid.status).toBe(409);
    expect(paid.body).toEqual({
      responseCode: '05',
      responseMessage: storeMessages.membershipPaid,
      data: null,
    });
  });
});
