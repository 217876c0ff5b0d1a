import { ApiError } from './api-error';

interface Envelope<T> {
  responseCode: string;
  responseMessage: string;
  data?: T | null;
}

/** An openapi-fetch result whose reply is the envelope of a `T`. */
export interface FetchResult<T> {
  data?: Envelope<T>;
  error?: unknown;
  response: Response;
}

/** Any openapi-fetch result, whatever the call's reply type. */
interface AnyFetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'responseCode' in value && 'responseMessage' in value;
}

/** The envelope of a reply, success or refusal; a reply that is no envelope is an HTTP error. */
function bodyOf({ data, error, response }: AnyFetchResult): Envelope<unknown> {
  const body: unknown = data ?? error;
  if (!isEnvelope(body)) throw new ApiError('HTTP', `HTTP ${response.status}`, response.status);
  return body;
}

/**
 * Decodes an openapi-fetch result into the envelope's data, or throws an ApiError carrying the envelope's
 * code and message. openapi-fetch does not throw on HTTP errors, so every caller goes through here.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const result = await call;
  const body = bodyOf(result);
  if (body.responseCode !== '00')
    throw new ApiError(body.responseCode, body.responseMessage, result.response.status);
  return body.data as T;
}

/** Like unwrap, but returns the whole envelope for flows that branch on non-"00" codes (login '09', '11'). */
export async function envelope<T>(call: Promise<FetchResult<T>>): Promise<Envelope<T>> {
  return bodyOf(await call) as Envelope<T>;
}

/** The whole envelope of any call, for helpers that serve calls of many reply types. */
async function anyEnvelope(call: Promise<AnyFetchResult>): Promise<Envelope<unknown>> {
  return bodyOf(await call);
}

export interface FieldError {
  field: string;
  message: string;
}

/** A refusal with field errors: its message is the first one, and a form can show each beside its field. */
export class FieldRefusal extends ApiError {
  constructor(
    responseCode: string,
    readonly fields: FieldError[],
  ) {
    super(responseCode, fields[0]?.message ?? '');
  }
}

function fieldErrors(reply: Envelope<unknown>): FieldError[] | undefined {
  return (reply.data as { errors?: FieldError[] } | null | undefined)?.errors;
}

/**
 * A save's data and message; a refusal throws an ApiError, a FieldRefusal when it has field errors (its
 * message is then the first of them).
 */
export async function saved<T>(call: Promise<AnyFetchResult>): Promise<{ data: T; message: string }> {
  const reply = await anyEnvelope(call);
  if (reply.responseCode === '00') return { data: reply.data as T, message: reply.responseMessage };
  const errors = fieldErrors(reply);
  if (errors?.length) throw new FieldRefusal(reply.responseCode, errors);
  throw new ApiError(reply.responseCode, reply.responseMessage);
}

/** A save whose reply the page uses only by its data. */
export async function savedData<T>(call: Promise<AnyFetchResult>): Promise<T> {
  return (await saved<T>(call)).data;
}

/** A save whose reply the page tells only by its message. */
export async function savedMessage(call: Promise<AnyFetchResult>): Promise<string> {
  return (await saved(call)).message;
}
