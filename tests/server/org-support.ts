import type { FastifyInstance } from 'fastify';
import { assertMatchesContract, type CallResult, type Envelope } from './support/contract.js';

export type FormValue = string | { data: Buffer; name: string; type: string };

/** Sends a multipart form (POST or PUT) as a browser would, and checks the reply against the contract. */
export async function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, FormValue>,
  token?: string,
): Promise<CallResult<Envelope>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  }
  const encoded = new Response(form);
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  const body: unknown = response.json();
  assertMatchesContract(method, `/api${url}`, response.statusCode, body);
  return { status: response.statusCode, body: body as Envelope };
}

/** Row counts of the organisation tables, to prove a refused call changed nothing. */
export async function organisationCounts(db: {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(
    `select (select count(*)::int from departments where active) as departments,
            (select count(*)::int from branch_offices where active) as branches,
            (select count(*)::int from job_roles where active) as job_roles,
            (select count(*)::int from company_holidays where active) as notices,
            (select count(*)::int from company_event_types where active) as event_types,
            (select count(*)::int from users) as users,
            (select count(*)::int from user_load_jobs) as load_jobs,
            (select string_agg(primary_color, ',') from company_customizations) as colours`,
  );
  return row ?? {};
}
