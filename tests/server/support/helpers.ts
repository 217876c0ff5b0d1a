import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-people.js';
import dayjs from 'dayjs';
import { assertMatchesContract, call } from './contract.js';
import type { TestApp } from './test-app.js';

export { DEMO_PASSWORD };

export interface Session {
  token: string;
  refreshToken: string;
  userId: number;
  roleName: string;
}

export async function login(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const { body } = await call(app, 'POST', '/Auth/Login', { body: { username, password } });
  expect(body.responseCode, body.responseMessage).toBe('00');
  return body.data as Session;
}

/**
 * A signed-in GET at a browser's address (with /api), whose reply is read as sent: a PDF, a CSV, the headers.
 * It is not checked against the contract as `call` is.
 */
export const getAs = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/** The dev outbox, newest first. */
export async function outbox(app: FastifyInstance): Promise<Mail[]> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  assertMatchesContract('GET', '/api/dev/outbox', response.statusCode, response.json());
  return response.json<Mail[]>();
}

/** The newest mail to an address, and the query parameters of its first link. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  const mail = (await outbox(app)).find((m) => m.to === to);
  if (!mail) throw new Error(`No mail to ${to}`);
  const link = new URL(mail.links[0] ?? '');
  return { mail, link, params: Object.fromEntries(link.searchParams) };
}

/** Where the reset link for `email` goes now: the addresses of the mails a reset request sends, sorted. */
export async function resetRecipients(t: TestApp, email: string, remoteAddress: string): Promise<string[]> {
  const before = (await outbox(t.app)).length;
  await call(t.app, 'POST', '/Auth/ForgotPassword', { body: { email }, remoteAddress });
  await t.settled();
  const all = await outbox(t.app);
  return all
    .slice(0, all.length - before)
    .map((mail) => mail.to)
    .sort();
}

let counter = 0;
/** A fresh corporate address for a test registration. */
export function uniqueEmail(prefix = 'persona'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@demo.muropride.mx`;
}

/** A birthday `years` years (plus extraDays) before `today` (YYYY-MM-DD); pass the app's clock time. */
export function birthdayYearsAgo(today: Date, years: number, extraDays = 0): string {
  return dayjs(today).subtract(years, 'year').add(extraDays, 'day').format('YYYY-MM-DD');
}
