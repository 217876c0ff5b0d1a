import type { components } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';

type Provider = components['schemas']['RewardProvider'];

const select = `select reward_provider_id as "rewardProviderId", business_name as "businessName",
                       url_logo as "urlLogo", active from reward_providers`;

export const listProviders = (db: Queryable) => db.query<Provider>(`${select} order by reward_provider_id`);

export async function findProvider(db: Queryable, id: number): Promise<Provider | undefined> {
  const [row] = await db.query<Provider>(`${select} where reward_provider_id = $1`, [id]);
  return row;
}

export async function insertProvider(db: Queryable, businessName: string, urlLogo: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into reward_providers (business_name, url_logo) values ($1, $2) returning reward_provider_id as id',
    [businessName, urlLogo],
  );
  return row?.id ?? 0;
}

export async function updateProvider(db: Queryable, p: Provider): Promise<void> {
  await db.query(
    'update reward_providers set business_name = $2, url_logo = $3, active = $4 where reward_provider_id = $1',
    [p.rewardProviderId, p.businessName, p.urlLogo, p.active],
  );
}

export async function deactivateProvider(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    'update reward_providers set active = false where reward_provider_id = $1 returning 1',
    [id],
  );
  return rows.length > 0;
}
