import type { FastifyRequest } from 'fastify';
import { Code, HttpError } from '../http/envelope.js';
import { messages } from '../messages.js';
import type { Operation } from './document.js';

/**
 * The membership paywall on the gateway (docs/decisions/0205): a sign-in whose person still owes the membership
 * may call only the operations marked `x-membership-open` (paying it, its own profile; signing out and
 * renewing are public). Everything else answers HTTP 403 with code '11', which sends the page to /membership.
 */
export function checkMembership(request: FastifyRequest, operation: Operation): void {
  if (request.user?.membershipRequired && operation['x-membership-open'] !== true)
    throw new HttpError(403, Code.membershipNeeded, messages.membershipNeeded);
}
