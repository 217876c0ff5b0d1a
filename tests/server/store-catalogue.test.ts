import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../../server/store/store-seed.js';
import { call } from './support/contract.js';
import { login, type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe.each(stores)('store catalogue on $name', (store) => {
  let t: TestApp;
  let member: Session;
  beforeAll(async () => {
    t = await createTestApp(store);
    // The shared test app seeds the company only; each area seeds its own demo data.
    await seedStore(t.db, t.time.clock);
    member = await login(t.app, 'sofia.reyes@demo.muropride.mx');
  });
  afterAll(() => t.close());

  it('lists the discount providers with logos, info and an image or a video', async () => {
    const { body } = await call(t.app, 'GET', '/Ecommerce/Providers');
    expect(body.responseCode).toBe('00');
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data[0]).toMatchObject({
      id: 1,
      name: 'Café Arcoíris',
      providerLogo: '/files/store/cafe-arcoiris.svg',
      urlImageVideo: '/files/store/cafe-arcoiris-banner.svg',
    });
    expect(body.data.some((p: { urlVideo: string | null }) => p.urlVideo)).toBe(true);
    const logo = await t.app.inject({ method: 'GET', url: body.data[0].providerLogo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('lists products with prices in pesos and restrictions or none', async () => {
    const { body } = await call(t.app, 'GET', '/Ecommerce/ProviderProducts?providerId=1');
    expect(body.data.map((p: { name: string; productPrice: number }) => [p.name, p.productPrice])).toEqual([
      ['Café americano grande', 36],
      ['Paquete desayuno para dos', 189.5],
      ['Bolsa de café en grano 500 g', 210],
    ]);
    expect(body.data[2].restrictions).toBeNull();
    expect(body.data[0].restrictions).toContain('No acumulable');
  });

  it('lists the foundations of group 14 with their donations (product type 10)', async () => {
    const { body } = await call(t.app, 'GET', '/Ecommerce/Foundations?companyId=871');
    expect(body.data).toHaveLength(4);
    expect(body.data[0]).toMatchObject({ id: 14001, name: 'Fundación Arcoíris Juvenil' });
    const products = await call(t.app, 'GET', '/Ecommerce/ProviderProducts?providerId=14001');
    expect(products.body.data.map((p: { productType: number }) => p.productType)).toEqual([10, 10, 10]);
    const discount = await call(t.app, 'GET', '/Ecommerce/Providers');
    expect(discount.body.data.map((p: { id: number }) => p.id)).not.toContain(14001);
  });

  it('reports the paid donations so far by foundation and month', async () => {
    const { body } = await call(t.app, 'GET', '/Ecommerce/DonationStats');
    expect(body.data.total).toBe(2100);
    expect(body.data.byFoundation).toHaveLength(4);
    expect(body.data.byMonth.length).toBeGreaterThanOrEqual(5);
  });

  it('gives payment methods and voucher companies to members only', async () => {
    const anonymous = await call(t.app, 'GET', '/Ecommerce/PaymentMethods');
    expect(anonymous.status).toBe(401);
    const methods = await call(t.app, 'GET', '/Ecommerce/PaymentMethods', { token: member.token });
    expect(methods.body.data[0]).toEqual({
      paymentMethodId: 1,
      name: 'Tarjeta de crédito o débito',
      urlLogo: '/files/store/pago-tarjeta.svg',
    });
    const companies = await call(t.app, 'GET', '/Ecommerce/Company', { token: member.token });
    expect(companies.body.data).toContainEqual({
      companyId: 501,
      companyName: 'Vales Orgullo',
      businessName: 'Vales Orgullo S.A. de C.V.',
    });
  });
});
