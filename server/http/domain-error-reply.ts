import { Invalid, type DomainError } from '../domain-errors.js';
import { messages } from '../messages.js';
import { Code, type ResponseCode } from './envelope.js';

/** The one table from domain errors to HTTP (docs/decisions/0003-response-codes.md). */
const table: Record<DomainError['kind'], { status: number; code: ResponseCode; fallback?: string }> = {
  invalid: { status: 400, code: Code.invalidInput, fallback: messages.http.invalidInput },
  forbidden: { status: 403, code: Code.forbidden, fallback: messages.http.forbidden },
  notFound: { status: 404, code: Code.notFound, fallback: messages.http.notFound },
  conflict: { status: 409, code: Code.conflict },
};

/** The status and envelope of a domain error; its own message wins over the table's general one. */
export function domainErrorReply(error: DomainError) {
  const { status, code, fallback = '' } = table[error.kind];
  return {
    status,
    body: {
      responseCode: code,
      responseMessage: error.message || fallback,
      data: error instanceof Invalid ? { errors: error.errors } : null,
    },
  };
}
