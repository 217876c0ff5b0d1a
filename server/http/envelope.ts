import { messages } from '../messages.js';

/** Reply codes of the envelope (docs/decisions/0003-response-codes.md). */
export const Code = {
  ok: '00',
  failure: '01',
  invalidInput: '02',
  notFound: '04',
  conflict: '05',
  unverified: '09',
  membershipNeeded: '11',
  tooManyAttempts: '29',
  unauthenticated: '40',
  forbidden: '43',
  internalError: '50',
  wrongCurrentPassword: '99',
} as const;

export type ResponseCode = (typeof Code)[keyof typeof Code];

export interface FieldError {
  field: string;
  message: string;
}

export function ok<T>(
  data: T,
  responseMessage = '',
): { responseCode: '00'; responseMessage: string; data: T } {
  return { responseCode: Code.ok, responseMessage, data };
}

/** A business failure: HTTP 200 with a non-"00" code and no data. */
export function fail(responseCode: ResponseCode, responseMessage: string) {
  return { responseCode, responseMessage, data: null };
}

/** A transport-level failure (4xx/5xx) turned into the envelope by the error handler. */
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

/** Invalid input found by a handler's own rules: HTTP 400, code "02", one message per field. */
export function invalidInput(errors: FieldError[]): HttpError {
  return new HttpError(400, Code.invalidInput, messages.http.invalidInput, errors);
}
