import { beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../../server/store/store-seed.js';
import { apiClient, dataOf, type ApiClient } from './support/api-client.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useTestApp } from './support/suite.js';

describe.each(stores)('store catalogue on $name', (store) => {
  let visitor: ApiClient;
  let member: ApiClient;
  const t = useTestApp(store, { seeds: [seedStore] });
  beforeAll(async () => {
    visitor = apiClient(t.app);
    member = apiClient(t.app, (await login(t.app, 'sofia.reyes@demo.muropride.mx')).token);
  });

  const products = async (providerId: number) =>
    dataOf(await visitor.GET('/Ecommerce/ProviderProducts', { params: { query: { providerId } } }));

  it('lists the discount providers with logos, info and an image or a video', async () => {
    const providers = dataOf(await visitor.GET('/Ecommerce/Providers'));
    expect(providers.length).toBeGreaterThanOrEqual(5);
    expect(providers[0]).toMatchObject({
      id: 1,
      name: 'Café Arcoíris',
      providerLogo: '/files/store/cafe-arcoiris.svg',
      urlImageVideo: '/files/store/cafe-arcoiris-banner.svg',
    });
    expect(providers.some((p) => p.urlVideo)).toBe(true);
    const logo = await t.app.inject({ method: 'GET', url: providers[0]?.providerLogo ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('lists products with prices in pesos and restrictions or none', async () => {
    const list = await products(1);
    expect(list.map((p) => [p.name, p.productPrice])).toEqual([
      ['Café americano grande', 36],
      ['Paquete desayuno para dos', 189.5],
      ['Bolsa de café en grano 500 g', 210],
    ]);
    expect(list[2]?.restrictions).toBeNull();
    expect(list[0]?.restrictions).toContain('No acumulable');
  });

  it('lists the foundations of group 14 with their donations (product type 10)', async () => {
    const foundations = dataOf(
      await visitor.GET('/Ecommerce/Foundations', { params: { query: { companyId: 871 } } }),
    );
    expect(foundations).toHaveLength(4);
    expect(foundations[0]).toMatchObject({ id: 14001, name: 'Fundación Arcoíris Juvenil' });
    expect((await products(14001)).map((p) => p.productType)).toEqual([10, 10, 10]);
    const discount = dataOf(await visitor.GET('/Ecommerce/Providers'));
    expect(discount.map((p) => p.id)).not.toContain(14001);
  });

  it('reports the paid donations so far by foundation and month', async () => {
    const stats = dataOf(await visitor.GET('/Ecommerce/DonationStats'));
    expect(stats.total).toBe(2100);
    expect(stats.byFoundation).toHaveLength(4);
    expect(stats.byMonth.length).toBeGreaterThanOrEqual(5);
  });

  it('gives payment methods and voucher companies to members only', async () => {
    const anonymous = await visitor.GET('/Ecommerce/PaymentMethods');
    expect([anonymous.response.status, anonymous.error?.responseCode]).toEqual([401, '40']);
    const methods = dataOf(await member.GET('/Ecommerce/PaymentMethods'));
    expect(methods[0]).toEqual({
      paymentMethodId: 1,
      name: 'Tarjeta de crédito o débito',
      urlLogo: '/files/store/pago-tarjeta.svg',
    });
    expect(dataOf(await member.GET('/Ecommerce/Company'))).toContainEqual({
      companyId: 501,
      companyName: 'Vales Orgullo',
      businessName: 'Vales Orgullo S.A. de C.V.',
    });
  });
});
