import { ApiError } from './api-error';

interface Envelope<T> {
  responseCode: string;
  responseMessage: string;
  data?: T | null;
}

interface FetchResult<T> {
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
export async function anyEnvelope(call: Promise<AnyFetchResult>): Promise<Envelope<unknown>> {
  return bodyOf(await call);
}

/** The first field error's message of a refusal: it says more than the general one. */
export function firstFieldError(reply: Envelope<unknown>): string | undefined {
  return (reply.data as { errors?: { message: string }[] } | null | undefined)?.errors?.[0]?.message;
}

/**
 * A console save's data and message; a refusal throws an ApiError whose message is the first field error, when
 * there is one.
 */
export async function saved<T>(call: Promise<AnyFetchResult>): Promise<{ data: T; message: string }> {
  const reply = await anyEnvelope(call);
  if (reply.responseCode === '00') return { data: reply.data as T, message: reply.responseMessage };
  throw new ApiError(reply.responseCode, firstFieldError(reply) ?? reply.responseMessage);
}

/** A save whose reply the page tells only by its message. */
export async function savedMessage(call: Promise<AnyFetchResult>): Promise<string> {
  return (await saved(call)).message;
}
