import type { Clock } from '../clock.js';
import { DEMO_COMPANY_ID } from '../db/seed/demo-company.js';
import type { Database } from '../db/database.js';
import { addDays } from '../../domain/day-range.js';
import { dayIn } from '../../domain/dates.js';
import { redeemReward } from './redemption.js';

const FILES = '/files/rewards';
const COUPONS_EACH = 20;
const FILTER_STOCK = 15;

const categories = [
  { description: 'Experiencias', icon: 'icono-experiencias.svg' },
  { description: 'Lectura', icon: 'icono-lectura.svg' },
];
const providers = [
  { name: 'Café Arcoíris', logo: 'logo-cafe-arcoiris.svg' },
  { name: 'Cine Diverso', logo: 'logo-cine-diverso.svg' },
  { name: 'Librería Violeta', logo: 'logo-libreria-violeta.svg' },
];
const products = [
  { title: 'Café y postre', category: 0, provider: 0, points: 300, image: 'cafe.svg', code: 'CAFE' },
  { title: 'Dos boletos de cine', category: 0, provider: 1, points: 800, image: 'cine.svg', code: 'CINE' },
  { title: 'Libro a elegir', category: 1, provider: 2, points: 500, image: 'libros.svg', code: 'LIBRO' },
];

async function insertIds(db: Database, sql: string, rows: unknown[][]): Promise<number[]> {
  const ids: number[] = [];
  for (const params of rows) {
    const [row] = await db.query<{ id: number }>(sql, params);
    ids.push(row?.id ?? 0);
  }
  return ids;
}

/**
 * Demo rewards: two categories, three providers, three rewards with 20 coupon numbers each for company 871,
 * a filter offering each to everyone, and one past redemption (Sofía's) so a history and a statement show
 * both kinds of movement. The demo people's opening balances are credited with the people (seed.ts).
 */
export async function seedRewards(db: Database, clock: Clock): Promise<void> {
  const [seeded] = await db.query('select 1 from reward_categories limit 1');
  if (seeded) return;
  const now = clock();
  const today = dayIn(now);
  const categoryIds = await insertIds(
    db,
    'insert into reward_categories (description, url_icon) values ($1, $2) returning reward_category_id as id',
    categories.map((c) => [c.description, `${FILES}/${c.icon}`]),
  );
  const providerIds = await insertIds(
    db,
    'insert into reward_providers (business_name, url_logo) values ($1, $2) returning reward_provider_id as id',
    providers.map((p) => [p.name, `${FILES}/${p.logo}`]),
  );
  const productIds = await insertIds(
    db,
    `insert into reward_products (title, title_admin, description, points, low_stock, pop_up_text, restriction,
       url_image, url_pdf, pos_x, pos_y, font_size, reward_category_id, reward_provider_id)
     values ($1, $1, $2, $3, 5, $4, $5, $6, $7, 30, 95, 18, $8, $9) returning reward_product_id as id`,
    products.map((p) => [
      p.title,
      `${p.title} con ${providers[p.provider]?.name ?? ''}.`,
      p.points,
      'Presenta el cupón impreso o en tu celular.',
      'Válido de lunes a viernes. No acumulable con otras promociones.',
      `${FILES}/${p.image}`,
      `${FILES}/cupon-demo.pdf`,
      categoryIds[p.category],
      providerIds[p.provider],
    ]),
  );
  const filterIds: number[] = [];
  for (const [index, p] of products.entries()) {
    const productId = productIds[index];
    const numbers = Array.from(
      { length: COUPONS_EACH },
      (_, n) => `${p.code}-${String(n + 1).padStart(4, '0')}`,
    );
    await db.query(
      `insert into reward_coupons (reward_product_id, company_id, coupon_number, start_date, end_date, loaded_at)
       select $1, $2, number, $3, $4, $5 from unnest($6::text[]) as number`,
      [productId, DEMO_COMPANY_ID, addDays(today, -30), addDays(today, 180), now, numbers],
    );
    const [filter] = await db.query<{ id: number }>(
      `insert into reward_product_filters (company_id, reward_product_id, points, filter_stock)
       values ($1, $2, $3, $4) returning reward_product_filter_id as id`,
      [DEMO_COMPANY_ID, productId, p.points, FILTER_STOCK],
    );
    filterIds.push(filter?.id ?? 0);
  }
  const [sofia] = await db.query<{ user_id: number }>(
    "select user_id from users where email = 'sofia.reyes@demo.muropride.mx'",
  );
  if (sofia && filterIds[0]) {
    const request = {
      userId: sofia.user_id,
      filterId: filterIds[0],
      idempotencyKey: 'demo-redemption-sofia',
    };
    await redeemReward(db, request, today, now);
  }
}
