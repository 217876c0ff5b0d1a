import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { DomainError, type FieldError } from '../domain-errors.js';
import { messages } from '../messages.js';
import { domainErrorReply } from './domain-error-reply.js';
import { Code, HttpError } from './envelope.js';
import { fieldErrors } from './field-errors.js';

// Fastify's own request errors, all answered as invalid input ('02', HTTP 400).
const requestErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.http.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.http.malformedJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.http.malformedJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.http.unsupportedMediaType,
  FST_ERR_CTP_INVALID_TYPE: messages.http.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.http.bodyTooLarge,
};

// Other client errors (from plugins such as the static file server) keep their status.
const clientErrors: Record<number, [string, string]> = {
  401: [Code.unauthenticated, messages.http.unauthenticated],
  403: [Code.forbidden, messages.http.forbidden],
  404: [Code.notFound, messages.http.notFound],
};

function envelope(responseCode: string, responseMessage: string, errors?: FieldError[]) {
  return { responseCode, responseMessage, data: errors ? { errors } : null };
}

function validationReply(error: FastifyError, request: FastifyRequest) {
  const names = request.routeOptions.config.parameterNames ?? {};
  const part = error.validationContext ?? 'body';
  const errors = fieldErrors(error.validation as ErrorObject[], part, (name) =>
    part === 'body' ? name : (names[name] ?? name),
  );
  return envelope(Code.invalidInput, messages.http.invalidInput, errors);
}

/** Every failure leaves as the envelope: bad input 400 '02', auth 401/403, unknown paths 404, bugs 500 '50'. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) {
      const { status, body } = domainErrorReply(error);
      return reply.code(status).send(body);
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(envelope(error.responseCode, error.message, error.errors));
    }
    if (error.validation) return reply.code(400).send(validationReply(error, request));
    // SQLSTATE class 22 (data exception): a value the schema allowed but the column cannot hold, such as
    // an id beyond int4 or a NUL character. Still bad input, not a server fault.
    if (/^22[0-9A-Z]{3}$/.test(error.code ?? '')) {
      return reply.code(400).send(envelope(Code.invalidInput, messages.http.invalidInput, []));
    }
    const known = error.code ? requestErrors[error.code] : undefined;
    if (known) return reply.code(400).send(envelope(Code.invalidInput, known, []));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const [code, message] = clientErrors[error.statusCode] ?? [
        Code.invalidInput,
        messages.http.invalidInput,
      ];
      return reply.code(error.statusCode).send(envelope(code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope(Code.internalError, messages.http.internalError));
  });
}

/** Paths the gateway owns; the SPA owns everything else. */
export function isServerPath(url: string): boolean {
  return /^\/(api|hubs|files)(\/|$|\?)/.test(url);
}

export function notFoundEnvelope(reply: FastifyReply) {
  return reply.code(404).send(envelope(Code.notFound, messages.http.notFound));
}
