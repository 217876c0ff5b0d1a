import { describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import { basePath, loadDocument, operationsOf } from '../../server/openapi/document.js';
import { requestFor } from './support/operation-requests.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

/**
 * Every operation of the contract, called by a member, HR and an operator with every record id set to 0 (the
 * spec's "all" or "new"), -1, an id no record has, and one past what the database holds: whatever the answer,
 * it is never a database error (a 500, or the bare 400 the gateway gives a value the database refused) but a
 * reply that names the field or the record.
 */
const document = loadDocument();
const base = basePath(document);
const operations = operationsOf(document).filter(
  // The development outbox lists every mail of the portal and answers only this machine.
  (entry) => entry.operation.operationId !== 'getDevOutbox',
);

describe.each(stores)('ids on every operation on $name', (store) => {
  const t = useTestApp(store);
  const callers = useDemoPeople(t, { member: 'member', hr: 'hr', operations: 'ops' });

  it.each([0, -1, 999999, 2 ** 31])('never answers a database error for the id %s', async (id) => {
    const failures: string[] = [];
    for (const entry of operations) {
      const fill = { companyId: DEMO_COMPANY_ID, today: dayIn(t.time.clock()), idFor: () => id };
      for (const [name, session] of Object.entries(callers)) {
        const request = await requestFor(entry, fill, base);
        const response = await t.app.inject({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${session.token}` },
        });
        const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
        const body = json ? response.json<{ data: { errors?: unknown[] } | null }>() : undefined;
        const unnamed = response.statusCode === 400 && body?.data?.errors?.length === 0;
        if (response.statusCode >= 500 || unnamed)
          failures.push(`${entry.operation.operationId} as ${name}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
