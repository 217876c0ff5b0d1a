import type { Clock } from '../clock.js';
import { DEMO_COMPANY_ID } from '../db/seed/demo-company.js';
import type { Database, Queryable } from '../db/database.js';
import { createPaymentToken } from '../payments/sandbox-store.js';
import {
  DONATION_TYPE,
  FOUNDATION_GROUP,
  productImage,
  providerColorLogo,
  providerImage,
  providerLogo,
  seedDonations,
  seedPaymentMethods,
  seedProviders,
  seedVoucherCompanies,
} from './store-catalog-data.js';

async function insertCatalogue(tx: Queryable): Promise<void> {
  let productId = 0;
  for (const [order, p] of seedProviders.entries()) {
    const foundation = p.group === FOUNDATION_GROUP;
    await tx.query(
      `insert into store_providers (provider_id, company_id, provider_group, name, logo_url, logo_color_url, info,
         url_site, video_url, image_url, sort_order) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        p.id,
        DEMO_COMPANY_ID,
        p.group,
        p.name,
        providerLogo(p.slug),
        providerColorLogo(p.slug),
        p.info,
        p.urlSite ?? '',
        p.videoUrl ?? null,
        providerImage(p.slug),
        order,
      ],
    );
    for (const [index, product] of p.products.entries()) {
      productId += 1;
      await tx.query(
        `insert into store_products (product_id, provider_id, code, name, description, price_cents, image_url,
           restrictions, product_type, sort_order) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          productId,
          p.id,
          product.code,
          product.name,
          product.description,
          product.priceCents,
          productImage(p.slug),
          product.restrictions,
          foundation ? DONATION_TYPE : 1,
          index,
        ],
      );
    }
  }
  for (const m of seedPaymentMethods) {
    await tx.query('insert into payment_methods (payment_method_id, name, logo_url) values ($1, $2, $3)', [
      m.id,
      m.name,
      m.logo,
    ]);
  }
  for (const c of seedVoucherCompanies) {
    await tx.query(
      'insert into voucher_companies (company_id, company_name, business_name) values ($1, $2, $3)',
      [c.id, c.name, c.business],
    );
  }
}

/** Earlier paid donations, so the caring community's running total and dashboard show real history. */
async function insertDonations(tx: Queryable, now: Date): Promise<void> {
  for (const [index, [email, foundationId, code, monthsAgo]] of seedDonations.entries()) {
    const at = new Date(now.getFullYear(), now.getMonth() - monthsAgo, 10 + index, 12);
    const [row] = await tx.query<{ order_id: number }>(
      `insert into purchase_orders (user_id, idempotency_key, request_hash, order_number, payment_method_id,
         product_type, total_cents, status, created_at, decided_at)
       select u.user_id, $2, 'seed', $3, 1, $4, p.price_cents, 'paid', $5, $5
         from users u, store_products p where lower(u.email) = $1 and p.code = $6
       returning order_id`,
      [
        email,
        `seed-donation-${index + 1}`,
        `MP-D${String(index + 1).padStart(5, '0')}`,
        DONATION_TYPE,
        at,
        code,
      ],
    );
    if (!row) continue;
    await tx.query(
      `insert into purchase_order_lines (order_id, line_no, product_id, provider_id, description, logo_url, quantity,
         unit_price_cents, subtotal_cents)
       select $1, 1, p.product_id, p.provider_id, p.name, s.logo_url, 1, p.price_cents, p.price_cents
         from store_products p join store_providers s using (provider_id) where p.code = $2 and s.provider_id = $3`,
      [row.order_id, code, foundationId],
    );
    await tx.query(
      `insert into sandbox_payments (token, kind, order_id, user_id, amount_cents, status, created_at, decided_at)
       select $1, 'order', o.order_id, o.user_id, o.total_cents, 'approved', $3, $3 from purchase_orders o
        where o.order_id = $2`,
      [createPaymentToken(), row.order_id, at],
    );
  }
}

/** The store's demo catalogue, payment methods, voucher companies and donation history (once). */
export async function seedStore(db: Database, clock: Clock): Promise<void> {
  const [row] = await db.query<{ n: number }>('select count(*)::integer as n from store_providers');
  if ((row?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await insertCatalogue(tx);
    await insertDonations(tx, clock());
  });
}
