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

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'responseCode' in value && 'responseMessage' in value;
}

/**
 * Decodes an openapi-fetch result into the envelope's data, or throws an ApiError carrying the envelope's
 * code and message. openapi-fetch does not throw on HTTP errors, so every caller goes through here.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  const body: unknown = data ?? error;
  if (!isEnvelope(body)) throw new ApiError('HTTP', `HTTP ${response.status}`, response.status);
  if (body.responseCode !== '00')
    throw new ApiError(body.responseCode, body.responseMessage, response.status);
  return body.data as T;
}

/** Like unwrap, but returns the whole envelope for flows that branch on non-"00" codes (login '09', '11'). */
export async function envelope<T>(call: Promise<FetchResult<T>>): Promise<Envelope<T>> {
  const { data, error, response } = await call;
  const body: unknown = data ?? error;
  if (!isEnvelope(body)) throw new ApiError('HTTP', `HTTP ${response.status}`, response.status);
  return body as Envelope<T>;
}
