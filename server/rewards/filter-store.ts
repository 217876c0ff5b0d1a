import type {
  RewardProductFilter as Filter,
  Option,
  StockOption,
  RewardProductFilterPayload as FilterPayload,
} from '../../openapi/generated/schema.js';
import type { Database, Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import { Conflict, invalidInput, NotFound } from '../domain-errors.js';
import { freeCoupons } from './member-catalogue-store.js';
import { rewardMessages } from './reward-messages.js';

const m = rewardMessages.filter;
const ALL = 'Todos';

// $1 company, $2 today.
const select = `
  select f.reward_product_filter_id as "rewardProductFilterId", f.company_id as "companyId",
         f.reward_product_id as "rewardProductId", coalesce(f.branch_office_id, 0) as "branchOfficeId",
         coalesce(f.department_id, 0) as "departmentId", coalesce(f.job_role_id, 0) as "jobRoleId", f.points,
         f.active, f.filter_stock as "filterStock", ${freeCoupons('f.reward_product_id', 'f.company_id')} as "parentStock",
         p.title as "productDescription", coalesce(b.branch_office_name, '${ALL}') as "branchOfficeName",
         coalesce(d.department_name, '${ALL}') as "departmentName", coalesce(j.name, '${ALL}') as "roleName"
    from reward_product_filters f
    join reward_products p on p.reward_product_id = f.reward_product_id
    left join branch_offices b on b.branch_office_id = f.branch_office_id
    left join departments d on d.department_id = f.department_id
    left join job_roles j on j.job_role_id = f.job_role_id
   where f.company_id = $1`;

export const listFilters = (db: Queryable, companyId: number, today: string) =>
  db.query<Filter>(`${select} order by f.reward_product_filter_id desc`, [companyId, today]);

export async function findFilter(db: Queryable, companyId: number, today: string, id: number) {
  return firstRow<Filter>(db, `${select} and f.reward_product_filter_id = $3`, [companyId, today, id]);
}

async function freeStock(
  tx: Queryable,
  companyId: number,
  today: string,
  productId: number,
): Promise<number> {
  const row = await firstRow<{ stock: number }>(tx, `select ${freeCoupons('$3', '$1')} as stock`, [
    companyId,
    today,
    productId,
  ]);
  return row?.stock ?? 0;
}

/** Checks the product and the organisation units named by the payload (0 means all) are the company's and active. */
async function checkReferences(tx: Queryable, companyId: number, body: FilterPayload): Promise<void> {
  const [product] = await tx.query('select 1 from reward_products where reward_product_id = $1 and active', [
    body.RewardProductId,
  ]);
  if (!product) throw invalidInput([{ field: 'RewardProductId', message: m.unknownProduct }]);
  const units: [keyof FilterPayload, string, string, number][] = [
    ['BranchOfficeId', 'branch_offices', 'branch_office_id', body.BranchOfficeId],
    ['DepartmentId', 'departments', 'department_id', body.DepartmentId],
    ['JobRoleId', 'job_roles', 'job_role_id', body.JobRoleId],
  ];
  for (const [field, table, key, value] of units) {
    if (value === 0) continue;
    const rows = await tx.query(`select 1 from ${table} where ${key} = $1 and company_id = $2 and active`, [
      value,
      companyId,
    ]);
    if (rows.length === 0) throw invalidInput([{ field, message: m.unknownUnit }]);
  }
}

const orNull = (id: number) => (id === 0 ? null : id);

/**
 * Creates a filter or updates one (docs/decisions/0141): RewardCount is the first stock, then what is added
 * to (or, negative, taken from) the stock; a stock over the company's free coupons of the reward or under
 * zero is refused. The filter row is locked so a redemption and an edit never lose each other's change.
 */
export async function saveFilter(
  db: Database,
  companyId: number,
  today: string,
  body: FilterPayload,
): Promise<number> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, companyId, body);
    let current = 0;
    const id = body.RewardProductFilterId ?? 0;
    if (id > 0) {
      const row = await firstRow<{ filter_stock: number }>(
        tx,
        `select filter_stock from reward_product_filters
          where reward_product_filter_id = $1 and company_id = $2 for update`,
        [id, companyId],
      );
      if (!row) throw new NotFound(m.notFound);
      current = row.filter_stock;
    }
    const stock = current + body.RewardCount;
    if (stock < 0) throw invalidInput([{ field: 'RewardCount', message: m.negativeStock }]);
    const available = await freeStock(tx, companyId, today, body.RewardProductId);
    if (body.RewardCount > 0 && stock > available)
      throw invalidInput([{ field: 'RewardCount', message: m.overStock(available) }]);
    const values = [
      body.RewardProductId,
      orNull(body.BranchOfficeId),
      orNull(body.DepartmentId),
      orNull(body.JobRoleId),
      body.Points,
      stock,
      body.Active ?? true,
    ];
    if (id > 0) {
      await tx.query(
        `update reward_product_filters set reward_product_id = $1, branch_office_id = $2, department_id = $3,
           job_role_id = $4, points = $5, filter_stock = $6, active = $7 where reward_product_filter_id = $8`,
        [...values, id],
      );
      return id;
    }
    const row = await firstRow<{ id: number }>(
      tx,
      `insert into reward_product_filters (reward_product_id, branch_office_id, department_id, job_role_id, points,
         filter_stock, active, company_id) values ($1, $2, $3, $4, $5, $6, $7, $8)
       returning reward_product_filter_id as id`,
      [...values, companyId],
    );
    if (!row) throw new Conflict(m.notFound);
    return row.id;
  });
}

export async function deactivateFilter(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    `update reward_product_filters set active = false
      where reward_product_filter_id = $1 and company_id = $2 returning 1`,
    [id, companyId],
  );
  return rows.length > 0;
}

const unitOptions = (table: string, key: string, label: string) =>
  `select ${key} as value, ${label} as label from ${table} where company_id = $1 and active order by ${label}`;

export async function filterCatalogs(db: Queryable, companyId: number, today: string) {
  return {
    branchOffice: await db.query<Option>(
      unitOptions('branch_offices', 'branch_office_id', 'branch_office_name'),
      [companyId],
    ),
    department: await db.query<Option>(unitOptions('departments', 'department_id', 'department_name'), [
      companyId,
    ]),
    jobRole: await db.query<Option>(unitOptions('job_roles', 'job_role_id', 'name'), [companyId]),
    rewardProduct: await db.query<StockOption>(
      `select p.reward_product_id as value, p.title as label,
              ${freeCoupons('p.reward_product_id', '$1')} as stock
         from reward_products p where p.active order by p.title`,
      [companyId, today],
    ),
  };
}
