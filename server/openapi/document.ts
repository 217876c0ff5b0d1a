import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of a dereferenced OpenAPI 3.1 document the gateway reads. */
export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export type SecurityRequirement = Record<string, string[]>;

/**
 * `x-audit-before` of an administrative write: the read (a GET's operationId) that shows the entity as it is,
 * its parameters taken from the write's request (`body.X`, `query.X`, `params.X`, a dotted path into a JSON
 * `model`), and, when the read answers a list, the item whose field equals a value of the request. A write that
 * has nothing to read says why in `none`.
 */
export type AuditBefore =
  { read: string; with?: Record<string, string>; pick?: Record<string, string> } | { none: string };

export interface Operation {
  operationId: string;
  tags?: string[];
  parameters?: Parameter[];
  security?: SecurityRequirement[];
  /** Keys of Roles (domain/roles.ts) whose holders may call the operation; absent: anyone security admits. */
  'x-roles'?: string[];
  /** A sign-in that still owes its membership may call it (what paying it needs); others answer 403 '11'. */
  'x-membership-open'?: boolean;
  /** The body property holding the id of the record the operation creates: 0 or absent (spec 002 §4). */
  'x-creates'?: string;
  /** How the audit log reads what a write changes before it runs (docs/decisions/0310). */
  'x-audit-before'?: AuditBefore;
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: Parameter[] };

export interface OpenApiDocument {
  servers?: { url: string }[];
  security?: SecurityRequirement[];
  paths: Record<string, PathItem>;
}

export interface OperationEntry {
  path: string;
  method: HttpMethod;
  operation: Operation;
  /** Path-level and operation-level parameters together (the operation's win on a name clash). */
  parameters: Parameter[];
}

const generatedDir = join(import.meta.dirname, '..', '..', 'openapi', 'generated');

export function loadDocument(file = join(generatedDir, 'gateway.deref.json')): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

export function operationsOf(document: OpenApiDocument): OperationEntry[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const own = operation.parameters ?? [];
      const inherited = (item.parameters ?? []).filter(
        (p) => !own.some((o) => o.name === p.name && o.in === p.in),
      );
      return [{ path, method, operation, parameters: [...inherited, ...own] }];
    }),
  );
}

/** The prefix every path is served under, from the document's first server (e.g. "/api"). */
export function basePath(document: OpenApiDocument): string {
  const url = document.servers?.[0]?.url ?? '';
  return url.replace(/\/$/, '');
}
