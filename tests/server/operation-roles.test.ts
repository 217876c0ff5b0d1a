import { beforeAll, describe, expect, it } from 'vitest';
import { hasRole, Roles } from '../../domain/roles.js';
import { loadDocument, operationsOf } from '../../server/openapi/document.js';
import { authModeOf } from '../../server/openapi/registrar.js';
import { assertMatchesContract, call } from './support/contract.js';
import { DEMO_PASSWORD } from './support/helpers.js';
import { stores } from './support/stores.js';
import { type TestApp } from './support/test-app.js';
import { useTestApp } from './support/suite.js';

/**
 * Every operation of the contract, called as a visitor, a member, HR, an operator and a member who still owes
 * the membership: the contract's `security`, `x-roles` and `x-membership-open` alone say who gets 401 and 403,
 * so a new operation is covered without a list.
 */
const document = loadDocument();
const operations = operationsOf(document).map(({ path, method, operation }) => ({
  id: operation.operationId,
  method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
  path,
  bearer: authModeOf(operation.security ?? document.security) === 'required',
  authenticated: authModeOf(operation.security ?? document.security) !== 'public',
  membershipOpen: operation['x-membership-open'] === true,
  roles: operation['x-roles']?.map((key) => Roles[key as keyof typeof Roles]),
}));

const callers = [
  { name: 'visitor', email: undefined },
  { name: 'member', email: 'miembro@demo.muropride.mx' },
  { name: 'HR', email: 'rh@demo.muropride.mx' },
  { name: 'operator', email: 'ops@demo.muropride.mx' },
  { name: 'member who owes the membership', email: 'ricardo.morales@demo.muropride.mx' },
] as const;

/** Signs in and keeps the tokens even when the login says the membership must be paid first ('11'). */
async function signIn(t: TestApp, username: string) {
  const { body } = await call(t.app, 'POST', '/Auth/Login', { body: { username, password: DEMO_PASSWORD } });
  if (!body.data) throw new Error(`${username} could not sign in: ${body.responseMessage}`);
  return { ...body.data, owes: body.responseCode === '11' };
}

describe.each(stores)('roles of every operation on $name', (store) => {
  const sessions = new Map<string, { token: string; userId: number; roleName: string; owes: boolean }>();
  const t = useTestApp(store);
  beforeAll(async () => {
    for (const caller of callers) {
      if (caller.email) sessions.set(caller.name, await signIn(t, caller.email));
    }
  });

  it('has role-restricted operations, and a member who owes the membership, to check', () => {
    expect(operations.filter((o) => o.roles).length).toBeGreaterThan(0);
    expect(operations.filter((o) => o.membershipOpen).length).toBeGreaterThan(0);
    expect(sessions.get('member who owes the membership')?.owes).toBe(true);
  });

  it.each(callers)('answers each operation as the contract says for a $name', async ({ name }) => {
    const session = sessions.get(name);
    const expectations: string[] = [];
    const answers: string[] = [];
    for (const operation of operations) {
      // Path parameters get the caller's own id, so ownership checks (my profile) do not answer 403.
      const url = `/api${operation.path.replace(/\{[^}]+\}/g, String(session?.userId ?? 1))}`;
      const headers: Record<string, string> = session ? { authorization: `Bearer ${session.token}` } : {};
      const response = await t.app.inject({ method: operation.method, url, headers });
      // The sandbox payment page answers HTML; every other reply is the envelope.
      const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
      const body: unknown = json ? response.json() : undefined;
      if (json) assertMatchesContract(operation.method, url, response.statusCode, body);
      const code = (body as { responseCode?: string } | undefined)?.responseCode;
      let expected: string;
      if (!session && operation.bearer) expected = '401 40';
      else if (session && operation.roles && !hasRole(session.roleName, operation.roles)) expected = '403 43';
      else if (session?.owes && operation.authenticated && !operation.membershipOpen) expected = '403 11';
      else expected = 'neither 401 nor 403';
      const actual =
        response.statusCode === 401 || response.statusCode === 403
          ? `${response.statusCode} ${code}`
          : 'neither 401 nor 403';
      expectations.push(`${operation.id}: ${expected}`);
      answers.push(`${operation.id}: ${actual}`);
    }
    expect(answers).toEqual(expectations);
  });
});
