import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Clock } from '../clock.js';
import { DEMO_COMPANY_ID } from '../db/seed/demo-company.js';
import type { Database, Queryable } from '../db/database.js';
import { demoApplications, demoJobs, jobCategories, jobSectionTypes, type DemoJob } from './job-seed-data.js';

const DAY = 86_400_000;

/** A one-page PDF, so the demo CVs download as real files. */
async function demoCv(name: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(`Currículum de ${name}`, { x: 50, y: 780, size: 18, font });
  return Buffer.from(await pdf.save());
}

async function userIdOf(tx: Queryable, email: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await tx.query<{ id: number; name: string }>(
    `select user_id as id, first_name as name from users where email = $1`,
    [email],
  );
  return row;
}

async function insertDemoJob(tx: Queryable, job: DemoJob, creator: number, at: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into jobs (company_id, create_user, title, company_name, location, direction, salary, description,
       email, phone_number, publication_date, status, active, publicated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'empleos@demo.muropride.mx', '5512345678', $9, $10, $11, $12)
     returning job_id as id`,
    [
      DEMO_COMPANY_ID,
      creator,
      job.title,
      job.company,
      job.location,
      job.direction,
      job.salary,
      job.description,
      at,
      job.status,
      job.active ?? true,
      job.status === 'Guardado' ? null : 'Daniela Fernández',
    ],
  );
  const id = row?.id as number;
  await tx.query(
    `insert into job_job_categories (job_id, job_category_id)
     select $1, job_category_id from job_categories where name = any($2)`,
    [id, job.categories],
  );
  for (const [type, text] of job.sections) {
    await tx.query(
      `insert into job_sections (job_id, job_section_type_id, description)
       select $1, job_section_type_id, $3 from job_section_types where name = $2`,
      [id, type, text],
    );
  }
  return id;
}

/** The job bank's catalogues, vacancies and a few applications, once. */
export async function seedJobBank(db: Database, clock: Clock): Promise<void> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from job_categories');
  if ((row?.count ?? 0) > 0) return;
  const now = clock().getTime();
  const cvs = new Map<string, Buffer>();
  for (const [email] of demoApplications) cvs.set(email, await demoCv(email.split('@')[0] ?? email));
  await db.transaction(async (tx) => {
    for (const [index, name] of jobCategories.entries())
      await tx.query('insert into job_categories (name, sequence) values ($1, $2)', [name, index + 1]);
    for (const [index, name] of jobSectionTypes.entries())
      await tx.query('insert into job_section_types (name, sequence) values ($1, $2)', [name, index + 1]);
    const ids = new Map<string, number>();
    for (const job of demoJobs) {
      const creator = await userIdOf(tx, job.creator);
      if (!creator) continue;
      ids.set(job.title, await insertDemoJob(tx, job, creator.id, new Date(now - job.daysAgo * DAY)));
    }
    for (const [email, title, daysAgo] of demoApplications) {
      const applicant = await userIdOf(tx, email);
      const jobId = ids.get(title);
      if (!applicant || jobId === undefined) continue;
      await tx.query(
        `insert into job_postulants (job_id, user_id, postulation_date, curriculum, curriculum_mime,
           curriculum_extension) values ($1, $2, $3, $4, 'application/pdf', 'pdf')`,
        [jobId, applicant.id, new Date(now - daysAgo * DAY), cvs.get(email)],
      );
    }
  });
}
