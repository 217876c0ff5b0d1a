import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { paths } from '../../../openapi/generated/schema.js';
import { loadDocument, operationsOf, type JsonSchema } from '../../../server/openapi/document.js';

/**
 * Calls the gateway in-process and checks every reply against the OpenAPI response schema of its operation
 * (by status: exact, then range such as 4XX). Replies to paths outside the contract must be the 404 envelope.
 */
const document = loadDocument();
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: false });
addFormats(ajv);

const compiled = new Map<JsonSchema, ValidateFunction>();
function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

// Paths with fewer parameters first: /backend/Job/All is its own operation, not /backend/Job/{id}.
const routes = operationsOf(document)
  .map((entry) => ({
    ...entry,
    pattern: new RegExp(`^/api${entry.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    parameters: entry.path.split('{').length,
  }))
  .sort((a, b) => a.parameters - b.parameters);

const errorReply = (document as unknown as { components: { schemas: Record<string, JsonSchema> } }).components
  .schemas.ErrorReply as JsonSchema;

export function assertMatchesContract(method: string, url: string, status: number, body: unknown): void {
  const path = url.split('?')[0] ?? url;
  const route = routes.find((r) => r.method === method.toLowerCase() && r.pattern.test(path));
  let schema: JsonSchema | undefined;
  if (route) {
    const responses = route.operation.responses;
    const reply = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
    schema = reply?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${path}: status ${status} is not in the contract`);
  } else {
    if (status !== 404) throw new Error(`${method} ${path} is outside the contract but answered ${status}`);
    schema = errorReply;
  }
  const validate = validatorFor(schema);
  if (!validate(body)) {
    throw new Error(
      `${method} ${path} (${status}) does not match the contract: ${ajv.errorsText(validate.errors)}\n` +
        JSON.stringify(body),
    );
  }
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is (malformed JSON, wrong content type). */
  payload?: string;
  token?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** Envelope-shaped reply, loosely typed for assertions. */
export interface Envelope {
  responseCode: string;
  responseMessage: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions read varied reply shapes
}

/** A contract path with its `{parameters}` filled in. */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : P;
type ContractPath = Filled<keyof paths & string>;
/** A URL of the contract, optionally with a query string: a typo in a path fails to compile. */
export type GatewayUrl = ContractPath | `${ContractPath}?${string}`;

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: GatewayUrl,
  options: CallOptions = {},
): Promise<CallResult<Envelope>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const inject: InjectOptions = { method, url: `/api${url}`, headers };
  if (options.remoteAddress) inject.remoteAddress = options.remoteAddress;
  if (options.payload !== undefined) inject.payload = options.payload;
  else if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
  const response = await app.inject(inject);
  const body: unknown = response.json();
  assertMatchesContract(method, `/api${url}`, response.statusCode, body);
  return { status: response.statusCode, body: body as Envelope };
}
