/**
 * What can go wrong in a service or store, in the domain's words. They know nothing of HTTP: one mapper
 * (server/http/domain-error-reply.ts) gives each kind its status and response code.
 */
export interface FieldError {
  field: string;
  message: string;
}

export abstract class DomainError extends Error {
  abstract readonly kind: 'notFound' | 'conflict' | 'forbidden' | 'invalid';
}

/** The thing asked for does not exist, or is not the caller's company's. */
export class NotFound extends DomainError {
  readonly kind = 'notFound';
}

/** The thing exists but its state forbids the change (already done, locked, reused key). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** The caller may not touch this particular thing (someone else's data); the default message is generic. */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
  constructor(message = '') {
    super(message);
  }
}

/** Input that breaks a rule of the domain, one message per field. */
export class Invalid extends DomainError {
  readonly kind = 'invalid';
  constructor(readonly errors: FieldError[]) {
    super('');
  }
}

export function invalidInput(errors: FieldError[]): Invalid {
  return new Invalid(errors);
}

/** What a lookup found; NotFound with `message` when it found nothing. */
export function orNotFound<T>(found: T | null | undefined, message: string): T {
  if (found === null || found === undefined) throw new NotFound(message);
  return found;
}
