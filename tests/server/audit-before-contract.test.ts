import { describe, expect, it } from 'vitest';
import { isAdministrativeWrite } from '../../server/audit/audit-recorder.js';
import {
  loadDocument,
  operationsOf,
  type JsonSchema,
  type OperationEntry,
} from '../../server/openapi/document.js';
import { Roles } from '../../domain/roles.js';

/** Writes that change or end what exists: the log keeps the values they replaced (docs/decisions/0310). */
const CHANGES = /^(update|edit|deactivate|delete|save|change|decide|approve|reject|set|revoke|replace|erase)/;

const entries = operationsOf(loadDocument());
const byId = new Map(entries.map((entry) => [entry.operation.operationId, entry]));
const staffOnly = (entry: OperationEntry) =>
  isAdministrativeWrite(
    entry.method.toUpperCase(),
    entry.operation['x-roles']?.map((key) => Roles[key as keyof typeof Roles]),
  );

type Schema = JsonSchema & {
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  contentSchema?: Schema;
};

/** The properties a schema names, through allOf/anyOf. */
function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  return Object.assign(
    {},
    ...[...(schema.allOf ?? []), ...(schema.anyOf ?? [])].map(propertiesOf),
    schema.properties ?? {},
  ) as Record<string, Schema>;
}

/** Whether a source such as `body.model.CompanyPostId` names a part of the write's request. */
function namesRequestPart(entry: OperationEntry, source: string): boolean {
  const [root, first = '', ...rest] = source.split('.');
  if (root !== 'body')
    return entry.parameters.some((p) => p.in === root?.replace('params', 'path') && p.name === first);
  const content = entry.operation.requestBody?.content ?? {};
  let schema: Schema | undefined = Object.values(content)[0]?.schema;
  for (const key of [first, ...rest]) {
    schema = propertiesOf(schema)[key];
    if (schema?.contentSchema) schema = schema.contentSchema;
    if (!schema) return false;
  }
  return true;
}

/** The item schema of a read's data: a list's item, or the data itself. */
function readItem(read: OperationEntry): Schema | undefined {
  const reply = read.operation.responses['200']?.content?.['application/json']?.schema as Schema | undefined;
  const data = propertiesOf(reply).data;
  const shape = data?.anyOf?.find((option) => option.type !== 'null') ?? data;
  return shape?.items ?? propertiesOf(shape).list?.items ?? shape;
}

describe('the values before an administrative write, in the contract', () => {
  const changing = entries.filter((entry) => staffOnly(entry) && CHANGES.test(entry.operation.operationId));

  it('are read, or said to be out of reach and why, for every write that changes or ends something', () => {
    expect(changing.length).toBeGreaterThan(50);
    const silent = changing.filter((entry) => !entry.operation['x-audit-before']);
    expect(silent.map((entry) => entry.operation.operationId)).toEqual([]);
  });

  it('name parts of the request that exist, and fields of the read that exist', () => {
    const wrong: string[] = [];
    for (const entry of changing) {
      const spec = entry.operation['x-audit-before'];
      if (!spec || 'none' in spec) continue;
      const read = byId.get(spec.read);
      const id = entry.operation.operationId;
      for (const source of [...Object.values(spec.with ?? {}), ...Object.values(spec.pick ?? {})])
        if (!namesRequestPart(entry, source)) wrong.push(`${id}: ${source}`);
      const fields = Object.keys(propertiesOf(read && readItem(read)));
      for (const field of Object.keys(spec.pick ?? {}))
        if (!fields.includes(field)) wrong.push(`${id}: ${spec.read} has no ${field}`);
    }
    expect(wrong).toEqual([]);
  });
});
