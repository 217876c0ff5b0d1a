import type { components } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

type Schemas = components['schemas'];
export type Candidate = Schemas['Candidate'];
export type CandidateStatus = Candidate['status'];

/** The gateway path a candidate's CV is read from (with the bearer token). */
const curriculumUrl = (postulantId: number) =>
  `/api/BackEnd/Postulant/GetCurriculum?postulantId=${postulantId}`;

export interface NewApplication {
  jobId: number;
  userId: number;
  at: Date;
  curriculum: Buffer;
  mime: string;
  extension: string;
}

/** Inserts an application; false when the person already applied to that job. */
export async function insertApplication(db: Queryable, a: NewApplication): Promise<boolean> {
  const rows = await db.query(
    `insert into job_postulants (job_id, user_id, postulation_date, curriculum, curriculum_mime,
       curriculum_extension) values ($1, $2, $3, $4, $5, $6)
     on conflict (job_id, user_id) do nothing returning 1`,
    [a.jobId, a.userId, a.at, a.curriculum, a.mime, a.extension],
  );
  return rows.length === 1;
}

export async function hasApplied(db: Queryable, jobId: number, userId: number): Promise<boolean> {
  const rows = await db.query('select 1 from job_postulants where job_id = $1 and user_id = $2', [
    jobId,
    userId,
  ]);
  return rows.length > 0;
}

const FULL_NAME = `concat_ws(' ', u.first_name, nullif(u.middle_name, ''), nullif(u.last_name, ''))`;

export async function candidatesOf(db: Queryable, jobId: number): Promise<Candidate[]> {
  const rows = await db.query<{
    postulantId: number;
    fullName: string;
    postulationDate: Date;
    status: CandidateStatus;
  }>(
    `select p.postulant_id as "postulantId", ${FULL_NAME} as "fullName", p.postulation_date as "postulationDate",
       p.status from job_postulants p join users u using (user_id)
      where p.job_id = $1 order by p.postulation_date desc, p.postulant_id desc`,
    [jobId],
  );
  return rows.map((row) => ({
    ...row,
    postulationDate: new Date(row.postulationDate).toISOString(),
    urlCurriculum: curriculumUrl(row.postulantId),
  }));
}

/** One application with what the decision and the CV download need. */
export interface PostulantRow {
  postulantId: number;
  jobId: number;
  userId: number;
  status: CandidateStatus;
  fullName: string;
  firstName: string;
  email: string;
}

export function findPostulant(db: Queryable, postulantId: number) {
  return firstRow<PostulantRow>(
    db,
    `select p.postulant_id as "postulantId", p.job_id as "jobId", p.user_id as "userId", p.status,
       ${FULL_NAME} as "fullName", u.first_name as "firstName", u.email
      from job_postulants p join users u using (user_id) where p.postulant_id = $1`,
    [postulantId],
  );
}

export async function readCurriculum(db: Queryable, postulantId: number) {
  return firstRow<{ data: Uint8Array; mime: string; extension: string }>(
    db,
    `select curriculum as data, curriculum_mime as mime, curriculum_extension as extension
       from job_postulants where postulant_id = $1`,
    [postulantId],
  );
}

/** Moves an application out of 'EnProceso'; false when it was already decided. */
export async function decidePostulant(
  db: Queryable,
  postulantId: number,
  status: CandidateStatus,
): Promise<boolean> {
  const rows = await db.query(
    `update job_postulants set status = $2 where postulant_id = $1 and status = 'EnProceso' returning 1`,
    [postulantId, status],
  );
  return rows.length === 1;
}

/** The person's applications for the profile tab ('Mis postulaciones'), newest first. */
export async function applicationsOf(
  db: Queryable,
  userId: number,
  timeZone: string,
): Promise<Schemas['Postulation'][]> {
  return db.query<Schemas['Postulation']>(
    `select j.job_id as "jobId", j.title as "jobTitle", j.location as "jobLocation",
       coalesce((select string_agg(c.name, ', ' order by c.sequence) from job_job_categories jc
         join job_categories c using (job_category_id) where jc.job_id = j.job_id), '') as "jobCategory",
       j.company_name as "jobCompanyName",
       to_char(p.postulation_date at time zone $2, 'YYYY-MM-DD') as "postulationDate"
      from job_postulants p join jobs j using (job_id)
     where p.user_id = $1 order by p.postulation_date desc, p.postulant_id desc`,
    [userId, timeZone],
  );
}
