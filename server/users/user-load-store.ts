import type { Queryable } from '../db/database.js';
import { firstRow, insertedId } from '../db/query-rows.js';

export interface UserLoadJob {
  userLoadJobId: number;
  fileName: string;
  status: 'running' | 'done' | 'failed';
  totalRows: number;
  processedRows: number;
  createdRows: number;
  updatedRows: number;
  refusedRows: number;
  startedAt: string;
  finishedAt: string | null;
}

export function insertUserLoadJob(
  db: Queryable,
  companyId: number,
  fileName: string,
  totalRows: number,
  now: Date,
) {
  return insertedId(
    db,
    `insert into user_load_jobs (company_id, file_name, status, total_rows, started_at)
     values ($1, $2, 'running', $3, $4) returning user_load_job_id as id`,
    [companyId, fileName, totalRows, now],
    'load job not inserted',
  );
}

export async function findUserLoadJob(
  db: Queryable,
  companyId: number,
  id: number,
): Promise<UserLoadJob | undefined> {
  const row = await firstRow<
    Omit<UserLoadJob, 'startedAt' | 'finishedAt'> & { startedAt: Date; finishedAt: Date | null }
  >(
    db,
    `select user_load_job_id as "userLoadJobId", file_name as "fileName", status, total_rows as "totalRows",
            processed_rows as "processedRows", created_rows as "createdRows", updated_rows as "updatedRows",
            refused_rows as "refusedRows", started_at as "startedAt", finished_at as "finishedAt"
       from user_load_jobs where company_id = $1 and user_load_job_id = $2`,
    [companyId, id],
  );
  return (
    row && {
      ...row,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    }
  );
}

export async function listUserLoadRefusals(db: Queryable, jobId: number) {
  return db.query<{ line_number: number; reason: string; raw_line: string }>(
    'select line_number, reason, raw_line from user_load_refusals where user_load_job_id = $1 order by line_number',
    [jobId],
  );
}

/**
 * Ends the loads a stopped gateway left `running` (docs/decisions/0193): a load runs inside the gateway that
 * received it, so none of them can still be going when a gateway starts. Returns how many were ended.
 */
export async function endInterruptedUserLoads(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update user_load_jobs set status = 'failed', finished_at = $1 where status = 'running'
     returning user_load_job_id as id`,
    [now],
  );
  return rows.length;
}

/** The company's active branch offices, departments and job roles by name, as a load file spells them. */
export async function activeUnitNames(db: Queryable, companyId: number) {
  const named = (sql: string) => db.query<{ id: number; name: string }>(sql, [companyId]);
  return {
    branchOffices: await named(
      'select branch_office_id as id, branch_office_name as name from branch_offices where company_id = $1 and active',
    ),
    departments: await named(
      'select department_id as id, department_name as name from departments where company_id = $1 and active',
    ),
    jobRoles: await named('select job_role_id as id, name from job_roles where company_id = $1 and active'),
  };
}

export async function insertUserLoadRefusal(
  db: Queryable,
  jobId: number,
  row: { line: number; raw: string },
  reason: string,
) {
  await db.query(
    'insert into user_load_refusals (user_load_job_id, line_number, raw_line, reason) values ($1, $2, $3, $4)',
    [jobId, row.line, row.raw, reason],
  );
}

/** Adds one batch to the job's progress. */
export async function addUserLoadCounts(
  db: Queryable,
  jobId: number,
  processed: number,
  counts: { created: number; updated: number; refused: number },
) {
  await db.query(
    `update user_load_jobs set processed_rows = processed_rows + $2, created_rows = created_rows + $3,
       updated_rows = updated_rows + $4, refused_rows = refused_rows + $5 where user_load_job_id = $1`,
    [jobId, processed, counts.created, counts.updated, counts.refused],
  );
}

export async function finishUserLoadJob(db: Queryable, jobId: number, status: 'done' | 'failed', at: Date) {
  await db.query('update user_load_jobs set status = $3, finished_at = $2 where user_load_job_id = $1', [
    jobId,
    at,
    status,
  ]);
}
