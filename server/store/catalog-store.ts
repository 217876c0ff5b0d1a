import type { Queryable } from '../db/database.js';
import { DISCOUNT_GROUP, FOUNDATION_GROUP } from './store-catalog-data.js';
import { toPesos } from './money.js';

interface ProviderRow {
  provider_id: number;
  name: string;
  logo_url: string;
  logo_color_url: string;
  info: string;
  url_site: string;
  video_url: string | null;
  image_url: string | null;
}

export interface ProductRow {
  product_id: number;
  provider_id: number;
  code: string;
  name: string;
  description: string;
  price_cents: number;
  image_url: string;
  restrictions: string | null;
  product_type: number;
  provider_logo: string;
}

export async function listProviders(db: Queryable, companyId: number, categoryId?: number) {
  const rows = await db.query<ProviderRow>(
    `select * from store_providers
      where company_id = $1 and provider_group = $2 and ($3::integer is null or category_id = $3)
      order by sort_order, provider_id`,
    [companyId, DISCOUNT_GROUP, categoryId ?? null],
  );
  return rows.map((row) => ({
    id: row.provider_id,
    name: row.name,
    providerLogo: row.logo_url,
    urlLogoClrs: row.logo_color_url,
    info: row.info,
    urlVideo: row.video_url,
    urlImageVideo: row.image_url,
  }));
}

export async function listFoundations(db: Queryable, companyId: number) {
  const rows = await db.query<ProviderRow>(
    `select * from store_providers where company_id = $1 and provider_group = $2
      order by sort_order, provider_id`,
    [companyId, FOUNDATION_GROUP],
  );
  return rows.map((row) => ({
    id: row.provider_id,
    name: row.name,
    urlSite: row.url_site,
    providerLogo: row.logo_url,
    info: row.info,
  }));
}

const productColumns = `p.*, s.logo_url as provider_logo`;

export async function listProducts(db: Queryable, companyId: number, providerId: number) {
  const rows = await db.query<ProductRow>(
    `select ${productColumns} from store_products p join store_providers s using (provider_id)
      where p.provider_id = $1 and s.company_id = $2 and p.active order by p.sort_order, p.product_id`,
    [providerId, companyId],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    providerId: row.provider_id,
    name: row.name,
    description: row.description,
    productPrice: toPesos(row.price_cents),
    urlImage: row.image_url,
    restrictions: row.restrictions,
    productType: row.product_type,
    code: row.code,
  }));
}

/** The active products of the company among the given ids, with their catalogue price. */
export async function findProducts(db: Queryable, companyId: number, ids: number[]): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `select ${productColumns} from store_products p join store_providers s using (provider_id)
      where p.product_id = any($1::integer[]) and s.company_id = $2 and p.active`,
    [ids, companyId],
  );
}

export function listPaymentMethods(db: Queryable) {
  return db.query<{ paymentMethodId: number; name: string; urlLogo: string }>(
    `select payment_method_id as "paymentMethodId", name, logo_url as "urlLogo"
       from payment_methods where active order by payment_method_id`,
  );
}

export async function paymentMethodExists(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('select 1 from payment_methods where payment_method_id = $1 and active', [id]);
  return rows.length > 0;
}

export function listVoucherCompanies(db: Queryable) {
  return db.query<{ companyId: number; companyName: string; businessName: string }>(
    `select company_id as "companyId", company_name as "companyName", business_name as "businessName"
       from voucher_companies order by company_name`,
  );
}
