import { Code, fail, ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { additionalEmailService } from '../users/additional-email.js';
import { additionalEmailMessages as m } from '../users/additional-email-messages.js';
import type { HandlerMap } from './handler.js';

/** The link of an additional (recovery) e-mail: opened without a session, it makes the address effective. */
export function authAdditionalEmailHandlers(services: Services) {
  const { clock } = services;
  const additional = additionalEmailService(services);
  return {
    async verifyAdditionalEmail({ body }) {
      const confirmed = await additional.confirm(body.UserId, body.Code, clock());
      return confirmed ? ok(null, m.verified) : fail(Code.failure, m.verifyFailed);
    },
  } satisfies Partial<HandlerMap>;
}
