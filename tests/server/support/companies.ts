import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './contract.js';
import { login, type Session } from './helpers.js';

export interface CreatedCompany {
  companyId: number;
  /** The company's first HR user, signed in. */
  hr: Session;
}

/** Another company, created by the operator as the console does, with its first HR user signed in. */
export async function createCompany(
  app: FastifyInstance,
  companyName: string,
  domain: string,
): Promise<CreatedCompany> {
  const ops = await login(app, 'ops@demo.muropride.mx');
  const hr = { username: `rh@${domain}`, password: 'Empresa.2026' };
  const created = await call(app, 'POST', '/BackOffice/Company', {
    token: ops.token,
    body: {
      companyName,
      businessName: companyName,
      primeDomain: domain,
      telephone1: '5512345678',
      telephone2: '',
      ...hr,
    },
  });
  expect(created.body.responseCode, created.body.responseMessage).toBe('00');
  const { companyId } = created.body.data as { companyId: number };
  return { companyId, hr: await login(app, hr.username, hr.password) };
}
