import type { FieldError } from '../domain-errors.js';

/** Reply codes of the envelope (docs/decisions/0003-response-codes.md). */
export const Code = {
  ok: '00',
  failure: '01',
  invalidInput: '02',
  recognitionToSelf: '03',
  notFound: '04',
  conflict: '05',
  unverified: '09',
  membershipNeeded: '11',
  accessEnded: '12',
  tooManyAttempts: '29',
  unauthenticated: '40',
  forbidden: '43',
  internalError: '50',
  wrongCurrentPassword: '99',
} as const;

export type ResponseCode = (typeof Code)[keyof typeof Code];

export function ok<T>(
  data: T,
  responseMessage = '',
): { responseCode: '00'; responseMessage: string; data: T } {
  return { responseCode: Code.ok, responseMessage, data };
}

/** A business outcome the client branches on: HTTP 200 with a non-"00" code and no data (0003). */
export function fail(responseCode: ResponseCode, responseMessage: string) {
  return { responseCode, responseMessage, data: null };
}

/**
 * A transport-level failure (authentication, unreadable requests) turned into the envelope by the error
 * handler. Failures of the domain are the typed errors of server/domain-errors.ts.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly responseCode: ResponseCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
