import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { components, paths } from '../../../openapi/generated/schema.js';
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

/** An envelope reply whose data has the type the contract gives a success ('00'); failures carry none. */
export interface Envelope<D = unknown> {
  responseCode: string;
  responseMessage: string;
  data: D;
}

/** A contract path with its `{parameters}` filled in. */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : P;
type Route = keyof paths & string;
type ContractPath = Filled<Route>;
/** A URL of the contract, optionally with a query string: a typo in a path fails to compile. */
export type GatewayUrl = ContractPath | `${ContractPath}?${string}`;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type WithoutQuery<U extends string> = U extends `${infer Base}?${string}` ? Base : U;
type Operation<P extends Route, M extends Method> = paths[P][Lowercase<M> & keyof paths[P]];
type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [S];
/** Whether URL segments fill a path's segments one for one, as the gateway's router reads them. */
type Fills<U extends string[], P extends string[]> = U extends [
  infer UH extends string,
  ...infer UT extends string[],
]
  ? P extends [infer PH extends string, ...infer PT extends string[]]
    ? PH extends `{${string}}`
      ? UH extends ''
        ? false
        : Fills<UT, PT>
      : UH extends PH
        ? Fills<UT, PT>
        : false
    : false
  : P extends []
    ? true
    : false;
type ParameterCount<
  P extends string,
  Seen extends unknown[] = [],
> = P extends `${string}{${string}}${infer Tail}` ? ParameterCount<Tail, [...Seen, unknown]> : Seen['length'];
type WithParameters<R extends Route, N extends number> = R extends Route
  ? ParameterCount<R> extends N
    ? R
    : never
  : never;
/** Of the paths a URL fills, the one with the fewest parameters wins (/Job/All before /Job/{id}). */
type Fewest<R extends Route> = [WithParameters<R, 0>] extends [never]
  ? [WithParameters<R, 1>] extends [never]
    ? [WithParameters<R, 2>] extends [never]
      ? R
      : WithParameters<R, 2>
    : WithParameters<R, 1>
  : WithParameters<R, 0>;
/** The contract path a call to `url` with `method` reaches (never: none, so the gateway answers 404). */
type RouteOf<U extends string, M extends Method> = Fewest<
  {
    [P in Route]: Fills<Segments<WithoutQuery<U>>, Segments<P>> extends true
      ? Operation<P, M> extends { responses: unknown }
        ? P
        : never
      : never;
  }[Route]
>;
type SuccessBody<Op> = Op extends { responses: { 200: { content: { 'application/json': infer B } } } }
  ? B
  : unknown;
type Reply<B> = B extends { responseCode: string; data?: infer D } ? Envelope<NonNullable<D>> : B;
/** The body a call to `url` with `method` answers, typed by the contract's success reply. */
export type ReplyOf<M extends Method, U extends string> = [RouteOf<U, M>] extends [never]
  ? Envelope
  : Reply<SuccessBody<Operation<RouteOf<U, M>, M>>>;

export async function call<M extends Method, U extends GatewayUrl>(
  app: FastifyInstance,
  method: M,
  url: U,
  options: CallOptions = {},
): Promise<CallResult<ReplyOf<M, U>>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const inject: InjectOptions = { method, url: `/api${url}`, headers };
  if (options.remoteAddress) inject.remoteAddress = options.remoteAddress;
  if (options.payload !== undefined) inject.payload = options.payload;
  else if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
  return contractReply(method, url, await app.inject(inject));
}

/** A reply checked against the contract's schema for its status, typed by the operation's success reply. */
export function contractReply<M extends Method, U extends GatewayUrl>(
  method: M,
  url: U,
  response: { statusCode: number; json: () => unknown },
): CallResult<ReplyOf<M, U>> {
  const body = response.json();
  assertMatchesContract(method, `/api${url}`, response.statusCode, body);
  return { status: response.statusCode, body: body as ReplyOf<M, U> };
}

type FieldError = components['schemas']['FieldErrors']['errors'][number];

/** The field errors of a refused call (400 or 422); a reply without them fails the test. */
export function fieldErrorsOf(body: { responseCode: string; data: unknown }): FieldError[] {
  const data = body.data as { errors?: FieldError[] } | null;
  if (!Array.isArray(data?.errors)) throw new Error(`Reply ${body.responseCode} carries no field errors`);
  return data.errors;
}

/** The value a test goes on to use, which must be there: a missing one fails the test by name. */
export function defined<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}
