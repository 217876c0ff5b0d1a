import { checkCurrentPassword } from '../auth/current-password.js';
import { isEmail, normalizeEmail } from '../auth/input-rules.js';
import { currentUser } from '../auth/request-auth.js';
import { Code, fail, ok } from '../http/envelope.js';
import { messages } from '../messages.js';
import { profileMessages } from '../profile/profile-messages.js';
import { CLEARED } from '../profile/profile-rules.js';
import type { Services } from '../services.js';
import { additionalEmailService } from '../users/additional-email.js';
import { additionalEmailMessages as m } from '../users/additional-email-messages.js';
import { findAccountById } from '../users/user-store.js';
import type { HandlerMap } from './handler.js';
import { invalidInput, orNotFound } from '../domain-errors.js';

/** The member's additional (recovery) e-mail: asked for with the password, effective once its link is opened. */
export function accountAdditionalEmailHandlers(services: Services) {
  const { db, clock, passwords } = services;
  const additional = additionalEmailService(services);
  return {
    async editAdditionalEmail({ body, request }) {
      const now = clock();
      const value = normalizeEmail(body.additionalEmail);
      const cleared = value === '' || value === CLEARED;
      const account = orNotFound(
        await findAccountById(db, currentUser(request).userId),
        messages.userNotFound,
      );
      if (!cleared && !isEmail(value)) {
        throw invalidInput([{ field: 'additionalEmail', message: messages.field.emailFormat }]);
      }
      if (value === normalizeEmail(account.email)) {
        throw invalidInput([{ field: 'additionalEmail', message: m.sameAsPrimary }]);
      }
      const check = await checkCurrentPassword(db, passwords, account, body.currentPassword, request.ip, now);
      if (check === 'throttled') return fail(Code.tooManyAttempts, messages.tooManyAttempts);
      if (check === 'wrong') return fail(Code.wrongCurrentPassword, profileMessages.wrongCurrentPassword);
      if (cleared) {
        await additional.remove(account, now);
        return ok(null, m.removed);
      }
      if (account.additional_email_verified && value === account.additional_email) {
        await additional.keep(account, now);
        return ok(null, m.unchanged);
      }
      if (!(await additional.request(account, value, now))) return fail(Code.tooManyAttempts, m.tooManyLinks);
      return ok(null, m.linkSent);
    },
  } satisfies Partial<HandlerMap>;
}
