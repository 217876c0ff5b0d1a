import type { AuditBefore, Operation, OperationEntry } from './document.js';

/** What a write's request holds, where an `x-audit-before` source (`body.X`...) looks. */
export interface WriteInput {
  body: unknown;
  query: unknown;
  params: unknown;
}

/** The read's input built from a write's request, the way the registrar hands it to a handler. */
interface BeforeReadInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
}

export interface BeforeReader {
  /** operationId of the read. */
  read: string;
  /** The read itself, whose roles the caller must hold too. */
  operation: Operation;
  input(write: WriteInput): BeforeReadInput | null;
  /** The entity in the read's data: the data itself, or the item of a list the write names (null if none). */
  entity(data: unknown, write: WriteInput): unknown;
}

const SOURCE = /^(body|query|params)\.[\w.]+$/;

/** A value of the write's request by a source such as `body.model.CompanyPostId` (JSON text is read as JSON). */
function valueAt(write: WriteInput, source: string): unknown {
  const [root = '', ...keys] = source.split('.');
  let value: unknown = write[root as keyof WriteInput];
  for (const key of keys) {
    if (typeof value === 'string' && value.trimStart().startsWith('{')) {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        return undefined;
      }
    }
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

const itemsOf = (data: unknown): unknown[] => {
  if (Array.isArray(data)) return data;
  const list = data && typeof data === 'object' ? (data as { list?: unknown }).list : undefined;
  return Array.isArray(list) ? list : [];
};

/**
 * The reader of an administrative write's `x-audit-before`, checked at start-up: the read must be a GET of the
 * contract whose every required parameter is given, and every source must name a part of the request. Undefined
 * when the write has none (or says why it reads nothing).
 */
export function beforeReaderOf(
  entry: OperationEntry,
  byId: ReadonlyMap<string, OperationEntry>,
): BeforeReader | undefined {
  const spec: AuditBefore | undefined = entry.operation['x-audit-before'];
  if (!spec || 'none' in spec) return undefined;
  const id = entry.operation.operationId;
  const read = byId.get(spec.read);
  if (!read || read.method !== 'get') throw new Error(`${id}: x-audit-before reads ${spec.read}, not a GET`);
  const given = spec.with ?? {};
  const sources = [...Object.values(given), ...Object.values(spec.pick ?? {})];
  const wrong = sources.filter((source) => !SOURCE.test(source));
  const missing = read.parameters.filter((p) => p.required && p.in !== 'header' && !(p.name in given));
  const unknown = Object.keys(given).filter((name) => !read.parameters.some((p) => p.name === name));
  if (wrong.length > 0 || missing.length > 0 || unknown.length > 0)
    throw new Error(`${id}: x-audit-before of ${spec.read} is incomplete or names what is not there`);
  const place = (name: string) => read.parameters.find((p) => p.name === name)?.in;
  return {
    read: spec.read,
    operation: read.operation,
    input(write) {
      const input: BeforeReadInput = { params: {}, query: {} };
      for (const [name, source] of Object.entries(given)) {
        const value = valueAt(write, source);
        if (value === undefined || value === null || value === '') return null;
        input[place(name) === 'path' ? 'params' : 'query'][name] = value;
      }
      return input;
    },
    entity(data, write) {
      const pick = Object.entries(spec.pick ?? {});
      if (pick.length === 0) return data;
      const wanted = pick.map(([field, source]) => [field, String(valueAt(write, source))] as const);
      const matches = (item: unknown) =>
        item !== null &&
        typeof item === 'object' &&
        wanted.every(([field, value]) => String((item as Record<string, unknown>)[field]) === value);
      return itemsOf(data).find(matches) ?? null;
    },
  };
}
