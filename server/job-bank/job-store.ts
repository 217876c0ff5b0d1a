import type { components } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import { foldedText } from '../db/sql-text.js';

export type Job = components['schemas']['Job'];
export type JobPage = components['schemas']['JobPage'];
export type JobStatus = Job['status'];
export const GUARDADO: JobStatus = 'Guardado';

/** The fields of step 1, as the service checked them. */
export interface JobData {
  title: string;
  companyName: string;
  companyImage: string | null;
  location: string;
  direction: string;
  salary: number;
  currency: string;
  description: string;
  email: string;
  phoneNumber: string;
  categoryIds: number[];
}

/** What one page of a list asks for; the page numbers start at 1. */
export interface Paging {
  pageIndex: number;
  pageCount: number;
}

export interface JobSearch extends Paging {
  companyId: number;
  categoryId?: number;
  occupation?: string;
  location?: string;
  orderBy: 'date' | 'salary';
}

// Categories and sections as JSON arrays, so one query returns whole jobs.
const SELECT = `select j.job_id as "jobId", j.title, j.company_name as "companyName",
    j.company_image as "companyImage", j.location, j.direction, j.salary::float8 as salary, j.currency,
    j.description, j.email, j.phone_number as "phoneNumber", j.publication_date as "publicationDate",
    j.status, j.active, j.create_user as "createUser", j.publicated_by as "publicatedBy", j.points,
    coalesce((select json_agg(json_build_object('jobCategoryId', c.job_category_id, 'name', c.name)
                order by c.sequence)
       from job_job_categories jc join job_categories c using (job_category_id)
      where jc.job_id = j.job_id), '[]'::json) as "jobCategory",
    coalesce((select json_agg(json_build_object('jobSectionTypeId', s.job_section_type_id, 'name', t.name,
                'description', s.description) order by t.sequence)
       from job_sections s join job_section_types t using (job_section_type_id)
      where s.job_id = j.job_id), '[]'::json) as "jobSection",
    count(*) over () as total
  from jobs j`;

type JobRow = Job & { total: number };

function toJob({ total: _total, publicationDate, ...row }: JobRow): Job {
  return { ...row, publicationDate: new Date(publicationDate).toISOString() };
}

function page(rows: JobRow[], paging: Paging): JobPage {
  const totalCount = rows[0]?.total ?? 0;
  return { list: rows.map(toJob), totalCount, totalPages: Math.ceil(totalCount / paging.pageCount) };
}

const limits = (paging: Paging) => [paging.pageCount, (paging.pageIndex - 1) * paging.pageCount];

/** Lower case without accents, so 'diseno' finds 'Diseño' and 'mexico' finds 'México'. */

export async function findJob(db: Queryable, companyId: number, jobId: number): Promise<Job | undefined> {
  const row = await firstRow<JobRow>(
    db,
    `${SELECT} where j.company_id = $1 and j.job_id = $2 and not j.deleted`,
    [companyId, jobId],
  );
  return row ? toJob(row) : undefined;
}

/** The job bank: approved, active jobs, filtered, sorted and paged by the database. */
export async function searchJobs(db: Queryable, s: JobSearch): Promise<JobPage> {
  const params: unknown[] = [s.companyId];
  const where = [`j.company_id = $1`, `j.status = 'Aprobado'`, 'j.active', 'not j.deleted'];
  if (s.categoryId !== undefined) {
    params.push(s.categoryId);
    where.push(
      `exists (select 1 from job_job_categories f where f.job_id = j.job_id and f.job_category_id = $${params.length})`,
    );
  }
  for (const [column, text] of [
    ['j.title', s.occupation],
    ['j.location', s.location],
  ] as const) {
    if (!text?.trim()) continue;
    params.push(`%${text.trim()}%`);
    where.push(`${foldedText(column)} like ${foldedText(`$${params.length}`)}`);
  }
  const order = s.orderBy === 'salary' ? 'j.salary desc, j.publication_date desc' : 'j.publication_date desc';
  params.push(...limits(s));
  const rows = await db.query<JobRow>(
    `${SELECT} where ${where.join(' and ')} order by ${order}, j.job_id desc
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return page(rows, s);
}

/**
 * A person's own jobs, active or inactive, newest first. A rejected job is not active whatever its flag: it
 * is never published, and waits under the inactive ones to be edited back to review or deleted.
 */
export async function userJobs(
  db: Queryable,
  companyId: number,
  userId: number,
  active: boolean,
  paging: Paging,
): Promise<JobPage> {
  const rows = await db.query<JobRow>(
    `${SELECT} where j.company_id = $1 and j.create_user = $2 and not j.deleted
      and (j.active and j.status <> 'Rechazado') = $3
      order by j.publication_date desc, j.job_id desc limit $4 offset $5`,
    [companyId, userId, active, ...limits(paging)],
  );
  return page(rows, paging);
}

/** Jobs awaiting HR, oldest first so none waits forever. */
export async function jobsToApprove(db: Queryable, companyId: number, paging: Paging): Promise<JobPage> {
  const rows = await db.query<JobRow>(
    `${SELECT} where j.company_id = $1 and j.status = 'Guardado' and not j.deleted
      order by j.publication_date, j.job_id limit $2 offset $3`,
    [companyId, ...limits(paging)],
  );
  return page(rows, paging);
}

async function setCategories(db: Queryable, jobId: number, categoryIds: number[]): Promise<void> {
  await db.query('delete from job_job_categories where job_id = $1', [jobId]);
  await db.query(
    `insert into job_job_categories (job_id, job_category_id)
     select $1, id from unnest($2::int[]) as id`,
    [jobId, [...new Set(categoryIds)]],
  );
}

/** A job's own columns, in the order insertJob and updateJob write them. */
const jobValues = (d: JobData) => [
  d.title,
  d.companyName,
  d.companyImage,
  d.location,
  d.direction,
  d.salary,
  d.currency,
  d.description,
  d.email,
  d.phoneNumber,
];

export async function insertJob(
  db: Queryable,
  companyId: number,
  userId: number,
  at: Date,
  d: JobData,
): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    `insert into jobs (company_id, create_user, title, company_name, company_image, location, direction, salary,
       currency, description, email, phone_number, publication_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning job_id as id`,
    [companyId, userId, ...jobValues(d), at],
  );
  if (!row) throw new Error('job not inserted');
  await setCategories(db, row.id, d.categoryIds);
  return row.id;
}

/** Step 1 of an edit; the job goes back to HR review unless `status` keeps it. */
export async function updateJob(db: Queryable, jobId: number, d: JobData, status: JobStatus): Promise<void> {
  await db.query(
    `update jobs set title = $2, company_name = $3, company_image = $4, location = $5, direction = $6,
       salary = $7, currency = $8, description = $9, email = $10, phone_number = $11, status = $12,
       publicated_by = case when $12 = 'Guardado' then null else publicated_by end
      where job_id = $1`,
    [jobId, ...jobValues(d), status],
  );
  await setCategories(db, jobId, d.categoryIds);
}

export async function replaceSections(
  db: Queryable,
  jobId: number,
  sections: { jobSectionTypeId: number; description: string }[],
): Promise<void> {
  await db.query('delete from job_sections where job_id = $1', [jobId]);
  for (const s of sections) {
    await db.query(
      'insert into job_sections (job_id, job_section_type_id, description) values ($1, $2, $3)',
      [jobId, s.jobSectionTypeId, s.description],
    );
  }
}

/** HR's decision on a job still 'Guardado'; false when it was already reviewed. */
export async function decideJob(
  db: Queryable,
  jobId: number,
  status: JobStatus,
  reviewer: string,
): Promise<boolean> {
  const rows = await db.query(
    `update jobs set status = $2, publicated_by = $3 where job_id = $1 and status = 'Guardado' and not deleted
     returning 1`,
    [jobId, status, reviewer],
  );
  return rows.length === 1;
}

export async function toggleActive(db: Queryable, jobId: number): Promise<void> {
  await db.query('update jobs set active = not active where job_id = $1', [jobId]);
}

export async function markDeleted(db: Queryable, jobId: number): Promise<void> {
  await db.query('update jobs set deleted = true, active = false where job_id = $1', [jobId]);
}

export async function listCategories(db: Queryable) {
  return db.query<{ jobCategoryId: number; name: string }>(
    'select job_category_id as "jobCategoryId", name from job_categories order by sequence, job_category_id',
  );
}

export async function listSectionTypes(db: Queryable) {
  return db.query<{ jobSectionTypeId: number; name: string }>(
    `select job_section_type_id as "jobSectionTypeId", name from job_section_types
      order by sequence, job_section_type_id`,
  );
}

/** Which of these ids exist in a catalogue table (categories or section types). */
export async function knownIds(
  db: Queryable,
  table: 'job_categories' | 'job_section_types',
  ids: number[],
): Promise<Set<number>> {
  const column = table === 'job_categories' ? 'job_category_id' : 'job_section_type_id';
  const rows = await db.query<{ id: number }>(
    `select ${column} as id from ${table} where ${column} = any($1::int[])`,
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}
