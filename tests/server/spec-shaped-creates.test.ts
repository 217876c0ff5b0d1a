import { beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import { seedAreas } from '../../server/db/seed/area-seeds.js';
import {
  basePath,
  loadDocument,
  operationsOf,
  type JsonSchema,
  type OperationEntry,
} from '../../server/openapi/document.js';
import { assertMatchesContract } from './support/contract.js';
import { requestFor, type Fill, type Value } from './support/operation-requests.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

/**
 * Every operation the contract marks `x-creates`, called with a body in the spec's shape (spec 002 §3, §4): the
 * id 0, and every field the spec lists on the entity that the gateway decides, sent with a value the gateway must
 * not take (another company, a stamped date long past, a name of the caller's choosing). Record ids a create
 * needs come from the creates before it, so the operations run in passes until none is left that can succeed.
 */
const document = loadDocument();
const base = basePath(document);
const creates = operationsOf(document).filter((entry) => entry.operation['x-creates']);

const FOREIGN_COMPANY = DEMO_COMPANY_ID + 1000;
const STAMPED = '1999-01-01T00:00:00.000Z';
const NAMED = 'Nombre enviado por el cliente';

/** What a caller might send in a field the gateway decides, by the field's name. */
function decidedValue(name: string): Value {
  if (/^companyid$/i.test(name)) return FOREIGN_COMPANY;
  if (/id$|count$/i.test(name)) return 9999;
  if (/date/i.test(name)) return STAMPED;
  if (/^(active|estatus)$/i.test(name)) return false;
  if (/^is/i.test(name)) return true;
  if (/url/i.test(name)) return 'https://ejemplo.mx/ajeno.png';
  return NAMED;
}

/** The fields of a schema the gateway decides, with the value sent for each; nested JSON models included. */
function decidedFields(schema: JsonSchema | undefined, into = new Map<string, Value>()): Map<string, Value> {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [key, property] of Object.entries(properties)) {
    if (property.readOnly === true) into.set(key, decidedValue(key));
    decidedFields(property.contentSchema as JsonSchema | undefined, into);
  }
  return into;
}

const bodySchemaOf = (entry: OperationEntry) => {
  const content = entry.operation.requestBody?.content ?? {};
  return (content['application/json'] ?? content['multipart/form-data'])?.schema;
};

const lower = (key: string) => key.toLowerCase();

describe.each(stores)('creates in the shape of the spec on $name', (store) => {
  const t = useTestApp(store, { seeds: [seedAreas] });
  const { hr, ops, member } = useDemoPeople(t, { hr: 'hr', ops: 'ops', member: 'member' });
  let today: string;
  /** An event type the demo company has no settings for, so its settings can be created. */
  let unsetEventType: number;
  beforeAll(async () => {
    today = dayIn(t.time.clock(), t.config.timeZone);
    const [freed] = await t.db.query<{ eventTypeId: number }>(
      `delete from company_event_types where company_id = $1 and event_type_id =
         (select max(event_type_id) from company_event_types where company_id = $1)
       returning event_type_id as "eventTypeId"`,
      [DEMO_COMPANY_ID],
    );
    unsetEventType = freed?.eventTypeId ?? 1;
    // The branding is one per company: the demo company's goes, so it can be created.
    await t.db.query('delete from company_customizations where company_id = $1', [DEMO_COMPANY_ID]);
  });

  it('has creates to check, each naming a property of its body', () => {
    expect(creates.length).toBeGreaterThanOrEqual(20);
    for (const entry of creates) {
      const id = entry.operation['x-creates'] as string;
      const schema = bodySchemaOf(entry);
      const model = (schema?.properties as Record<string, JsonSchema> | undefined)?.model?.contentSchema as
        JsonSchema | undefined;
      const properties = { ...(schema?.properties ?? {}), ...(model?.properties ?? {}) };
      expect(Object.keys(properties), entry.operation.operationId).toContain(id);
    }
  });

  it('accepts each create with the id 0 and the fields the gateway decides, and keeps its own', async () => {
    /** Ids of the records the creates made, by the property that names them. */
    const made = new Map<string, number>();
    const outcomes = new Map<string, string>();
    /** The decided fields the replies show, each checked to hold the gateway's value. */
    const kept: string[] = [];
    let pending = [...creates];
    for (let pass = 0; pending.length > 0 && pass < 4; pass += 1) {
      const failed: OperationEntry[] = [];
      for (const entry of pending) {
        const { operation } = entry;
        const idName = operation['x-creates'] as string;
        const decided = decidedFields(bodySchemaOf(entry));
        const fill: Fill = {
          companyId: DEMO_COMPANY_ID,
          today,
          idFor: (name) => made.get(lower(name)) ?? 1,
          preset(name, schema) {
            if (name === idName) return 0;
            if (schema.readOnly === true) return decided.get(name);
            if (/^(listuser|users|participants)$/i.test(name)) return [member.userId];
            if (name === 'eventTypeId') return unsetEventType;
            return undefined;
          },
        };
        const request = await requestFor(entry, fill, base);
        const session = operation['x-roles']?.includes('operations') ? ops : hr;
        const response = await t.app.inject({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${session.token}` },
        });
        const body = response.json<{ responseCode: string; responseMessage: string; data: unknown }>();
        assertMatchesContract(request.method as string, request.url, response.statusCode, body);
        expect(response.statusCode, `${operation.operationId}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 300) {
          failed.push(entry);
          outcomes.set(operation.operationId, `${response.statusCode} ${response.body.slice(0, 300)}`);
          continue;
        }
        outcomes.set(operation.operationId, 'created');
        const data = (body.data ?? {}) as Record<string, unknown>;
        const reply = new Map(Object.entries(data).map(([key, value]) => [lower(key), value]));
        const id = reply.get(lower(idName));
        if (typeof id === 'number') {
          expect(id, `${operation.operationId} made a record`).toBeGreaterThan(0);
          made.set(lower(idName), id);
        }
        for (const [key, sent] of decided) {
          if (!reply.has(lower(key))) continue;
          expect(reply.get(lower(key)), `${operation.operationId} decides ${key}`).not.toEqual(sent);
          // The record is the caller's company's, whatever company the body names.
          if (/^companyid$/i.test(key)) expect(reply.get(lower(key))).toBe(DEMO_COMPANY_ID);
          kept.push(`${operation.operationId}.${key}`);
        }
      }
      pending = failed;
    }
    expect(Object.fromEntries(outcomes)).toEqual(
      Object.fromEntries(creates.map((entry) => [entry.operation.operationId, 'created'])),
    );
    expect(kept).toEqual(expect.arrayContaining(['createGenericItem.companyId', 'createSurvey.active']));
  });

  it.each([
    ['no record has', 999999],
    ['the database cannot hold', 2 ** 31],
  ])(
    'refuses each create naming ids %s with a 4xx naming the field, never a database error',
    async (_, id) => {
      const answers: Record<string, string> = {};
      for (const entry of creates) {
        const { operation } = entry;
        const idName = operation['x-creates'] as string;
        const fill: Fill = {
          companyId: DEMO_COMPANY_ID,
          today,
          idFor: () => id,
          preset: (name) => (name === idName ? 0 : undefined),
        };
        const request = await requestFor(entry, fill, base);
        const session = operation['x-roles']?.includes('operations') ? ops : hr;
        const response = await t.app.inject({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${session.token}` },
        });
        const body = response.json<{ data: { errors?: unknown[] } | null }>();
        // A create that names no other record succeeds; one that does is refused for a reason the reply names.
        const refusedByField = response.statusCode === 400 && (body.data?.errors?.length ?? 0) > 0;
        const answered =
          response.statusCode < 300 || refusedByField || [403, 404, 409].includes(response.statusCode);
        answers[operation.operationId] = answered ? 'answered' : `${response.statusCode} ${response.body}`;
      }
      expect(answers).toEqual(
        Object.fromEntries(creates.map((entry) => [entry.operation.operationId, 'answered'])),
      );
    },
  );
});
