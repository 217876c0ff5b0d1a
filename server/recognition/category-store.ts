import type { Queryable } from '../db/database.js';
import { firstRow, insertedId } from '../db/query-rows.js';

export interface CategoryRow {
  acknowledgmentTypeId: number;
  title: string;
  description: string;
  active: boolean;
  validFrom: string;
  validTo: string;
}

export type CategoryChange = Omit<CategoryRow, 'acknowledgmentTypeId'>;

const COLUMNS = `acknowledgment_type_id as "acknowledgmentTypeId", title, description, active,
  valid_from as "validFrom", valid_to as "validTo"`;

export async function listCategories(db: Queryable, companyId: number): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    `select ${COLUMNS} from acknowledgment_types where company_id = $1
      order by valid_to desc, acknowledgment_type_id desc`,
    [companyId],
  );
}

export function findCategory(db: Queryable, companyId: number, id: number) {
  return firstRow<CategoryRow>(
    db,
    `select ${COLUMNS} from acknowledgment_types where company_id = $1 and acknowledgment_type_id = $2`,
    [companyId, id],
  );
}

export function insertCategory(db: Queryable, companyId: number, c: CategoryChange) {
  return insertedId(
    db,
    `insert into acknowledgment_types (company_id, title, description, active, valid_from, valid_to)
     values ($1, $2, $3, $4, $5, $6) returning acknowledgment_type_id as id`,
    [companyId, c.title, c.description, c.active, c.validFrom, c.validTo],
    'category not inserted',
  );
}

export async function updateCategory(db: Queryable, id: number, c: CategoryChange): Promise<void> {
  await db.query(
    `update acknowledgment_types set title = $2, description = $3, active = $4, valid_from = $5, valid_to = $6
      where acknowledgment_type_id = $1`,
    [id, c.title, c.description, c.active, c.validFrom, c.validTo],
  );
}

export async function deactivateCategory(db: Queryable, id: number): Promise<void> {
  await db.query('update acknowledgment_types set active = false where acknowledgment_type_id = $1', [id]);
}
