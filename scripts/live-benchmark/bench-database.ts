import pg from 'pg';
import { COMPANY_ID } from './plan';

const SERVER = 'postgres://postgres@127.0.0.1:5432';
/** The demo account whose password hash every benchmark person shares (the demo password). */
const HASH_DONOR = 'miembro@demo.muropride.mx';

const databaseName = `bench_live_${process.pid}`;
export const databaseUrl = `${SERVER}/${databaseName}`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const createDatabase = () =>
  withClient(`${SERVER}/postgres`, (c) => c.query(`create database ${databaseName}`));

export const dropDatabase = () =>
  withClient(`${SERVER}/postgres`, (c) => c.query(`drop database if exists ${databaseName} with (force)`));

interface Person {
  userId: number;
  email: string;
}

/** Members of the demo company, confirmed, signing in with the demo password; inserted in one statement. */
export function addPeople(count: number): Promise<Person[]> {
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<{ user_id: number; email: string }>(
      `insert into users (company_id, email, password_hash, first_name, last_name, email_confirmed, created_at)
       select $1, 'envivo.' || n || '@demo.muropride.mx', (select password_hash from users where email = $2),
              'Persona' || n, 'En Vivo', true, now()
         from generate_series(1, $3) as n
       returning user_id, email`,
      [COMPANY_ID, HASH_DONOR, count],
    );
    return rows.map((r) => ({ userId: r.user_id, email: r.email }));
  });
}

/** A job waiting for HR's decision: approving it notifies its owner, its title carrying the tag. */
export interface PendingJob {
  jobId: number;
  ownerId: number;
  tag: string;
}

/** Jobs 'Guardado' owned by the people in turn, titled with their tags n0, n1, … in order. */
export function addJobs(owners: number[], count: number): Promise<PendingJob[]> {
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<{ job_id: number; create_user: number; n: number }>(
      `insert into jobs (company_id, create_user, title, company_name, location, direction, salary, description,
                         email, phone_number, publication_date)
       select $1, ($2::int[])[1 + n % cardinality($2::int[])], 'Vacante #n' || n, 'Muro Pride', 'CDMX',
              'Reforma 1', 0, 'Vacante de prueba', 'rh@demo.muropride.mx', '5512345678', now()
         from generate_series(0, $3 - 1) as n
       returning job_id, create_user, substring(title from '#n(\\d+)$')::int as n`,
      [COMPANY_ID, owners, count],
    );
    return rows
      .sort((a, b) => a.n - b.n)
      .map((r) => ({ jobId: r.job_id, ownerId: r.create_user, tag: `n${r.n}` }));
  });
}
