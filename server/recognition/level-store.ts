import type { Queryable } from '../db/database.js';
import { firstRow, insertedId } from '../db/query-rows.js';

export interface LevelRow {
  companyAcknowledgmentLadderId: number;
  description: string;
  noAcknowledgment: number;
  urlLogo: string;
  active: boolean;
  acknowledgmentTypeId: number;
}

export type LevelChange = Omit<LevelRow, 'companyAcknowledgmentLadderId'>;

const COLUMNS = `l.company_acknowledgment_ladder_id as "companyAcknowledgmentLadderId", l.description,
  l.no_acknowledgment as "noAcknowledgment", l.url_logo as "urlLogo", l.active,
  l.acknowledgment_type_id as "acknowledgmentTypeId"`;

/** The levels of the company's categories (all of them, or the listed ones), lowest minimum first. */
export async function listLevels(
  db: Queryable,
  companyId: number,
  typeIds?: readonly number[],
): Promise<LevelRow[]> {
  return db.query<LevelRow>(
    `select ${COLUMNS} from acknowledgment_levels l
       join acknowledgment_types t on t.acknowledgment_type_id = l.acknowledgment_type_id
      where t.company_id = $1 and ($2::integer[] is null or l.acknowledgment_type_id = any($2::integer[]))
      order by l.no_acknowledgment, l.company_acknowledgment_ladder_id`,
    [companyId, typeIds ?? null],
  );
}

export function findLevel(db: Queryable, companyId: number, id: number) {
  return firstRow<LevelRow>(
    db,
    `select ${COLUMNS} from acknowledgment_levels l
       join acknowledgment_types t on t.acknowledgment_type_id = l.acknowledgment_type_id
      where t.company_id = $1 and l.company_acknowledgment_ladder_id = $2`,
    [companyId, id],
  );
}

export function insertLevel(db: Queryable, l: LevelChange) {
  return insertedId(
    db,
    `insert into acknowledgment_levels (acknowledgment_type_id, description, no_acknowledgment, url_logo, active)
     values ($1, $2, $3, $4, $5) returning company_acknowledgment_ladder_id as id`,
    [l.acknowledgmentTypeId, l.description, l.noAcknowledgment, l.urlLogo, l.active],
    'level not inserted',
  );
}

export async function updateLevel(db: Queryable, id: number, l: LevelChange): Promise<void> {
  await db.query(
    `update acknowledgment_levels set acknowledgment_type_id = $2, description = $3, no_acknowledgment = $4,
       url_logo = $5, active = $6
      where company_acknowledgment_ladder_id = $1`,
    [id, l.acknowledgmentTypeId, l.description, l.noAcknowledgment, l.urlLogo, l.active],
  );
}

export async function deactivateLevel(db: Queryable, id: number): Promise<void> {
  await db.query(
    'update acknowledgment_levels set active = false where company_acknowledgment_ladder_id = $1',
    [id],
  );
}
