import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

export interface CustomizeValues {
  CompanyLogo: string;
  PrimaryColor: string;
  SecondaryColor: string;
  NoPost: number;
  NoDaysGrace: number;
  Amount: number;
  AmountToVerify: number;
  FreePost: number;
}

export interface CustomizeRow {
  companyCustomizeId: number;
  companyId: number;
  customizeValues: CustomizeValues;
}

const SELECT = `select company_customize_id as "companyCustomizeId", company_id as "companyId",
  company_logo as "CompanyLogo", primary_color as "PrimaryColor", secondary_color as "SecondaryColor",
  no_post as "NoPost", no_days_grace as "NoDaysGrace", amount as "Amount", amount_to_verify as "AmountToVerify",
  free_post as "FreePost" from company_customizations`;

type Flat = CustomizeValues & { companyCustomizeId: number; companyId: number };
const shape = ({ companyCustomizeId, companyId, ...customizeValues }: Flat): CustomizeRow => ({
  companyCustomizeId,
  companyId,
  customizeValues,
});

export async function findCustomizeByCompany(
  db: Queryable,
  companyId: number,
): Promise<CustomizeRow | undefined> {
  const row = await firstRow<Flat>(db, `${SELECT} where company_id = $1`, [companyId]);
  return row && shape(row);
}

export async function findCustomizeById(db: Queryable, id: number): Promise<CustomizeRow | undefined> {
  const row = await firstRow<Flat>(db, `${SELECT} where company_customize_id = $1`, [id]);
  return row && shape(row);
}

/** Inserts or replaces the company's one customisation row. */
export async function saveCustomize(db: Queryable, companyId: number, v: CustomizeValues): Promise<void> {
  await db.query(
    `insert into company_customizations (company_id, company_logo, primary_color, secondary_color, no_post,
       no_days_grace, amount, amount_to_verify, free_post)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (company_id) do update set company_logo = excluded.company_logo,
       primary_color = excluded.primary_color, secondary_color = excluded.secondary_color,
       no_post = excluded.no_post, no_days_grace = excluded.no_days_grace, amount = excluded.amount,
       amount_to_verify = excluded.amount_to_verify, free_post = excluded.free_post`,
    [
      companyId,
      v.CompanyLogo,
      v.PrimaryColor,
      v.SecondaryColor,
      v.NoPost,
      v.NoDaysGrace,
      v.Amount,
      v.AmountToVerify,
      v.FreePost,
    ],
  );
}
