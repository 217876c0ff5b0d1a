import { consumeCode, issueCode } from '../auth/account-codes.js';
import {
  isAdult,
  isEmail,
  isStrongPassword,
  normalizeEmail,
  normalizePassword,
} from '../auth/input-rules.js';
import { findCompany, isCorporateEmail } from '../companies/company-store.js';
import { Code, fail, ok } from '../http/envelope.js';
import { resetPasswordMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import {
  findAccountByEmail,
  setAdditionalEmail,
  setPasswordHash,
  type UserAccount,
} from '../users/user-store.js';
import type { BodyOf, HandlerMap } from './handler.js';
import { invalidInput, type FieldError } from '../domain-errors.js';

/** Checks the extra data a non-corporate user without an additional e-mail gives to recover access. */
function recoveryDataErrors(body: BodyOf<'forgotPassword'>, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  if (!body.birthday) errors.push({ field: 'birthday', message: messages.field.required });
  else if (!isAdult(body.birthday, now))
    errors.push({ field: 'birthday', message: messages.field.minimumAge });
  if (!body.additionalEmail?.trim())
    errors.push({ field: 'additionalEmail', message: messages.field.required });
  else if (!isEmail(normalizeEmail(body.additionalEmail))) {
    errors.push({ field: 'additionalEmail', message: messages.field.emailFormat });
  }
  return errors;
}

/** Password recovery: the reset link by e-mail, then the new password. */
export function authRecoveryHandlers({ db, clock, config, mailer, passwords, refreshTokens }: Services) {
  /** Where the reset link goes; null when the request lacks the data needed to decide (or it is wrong). */
  async function recipient(account: UserAccount, body: BodyOf<'forgotPassword'>, now: Date) {
    const company = await findCompany(db, account.company_id);
    if (company && isCorporateEmail(account.email, company)) return account.email;
    if (account.additional_email) return account.additional_email;
    const errors = recoveryDataErrors(body, now);
    if (errors.length > 0) throw invalidInput(errors);
    if (account.birthday !== body.birthday) return null;
    const additional = normalizeEmail(body.additionalEmail ?? '');
    await setAdditionalEmail(db, account.user_id, additional);
    return additional;
  }

  return {
    async forgotPassword({ body }) {
      const now = clock();
      const account = await findAccountByEmail(db, body.email);
      // An unknown or unconfirmed address gets the same answer, so the form does not reveal who is registered.
      if (!account?.email_confirmed) return ok(null, messages.resetLinkSent);
      const to = await recipient(account, body, now);
      if (to === null) return fail(Code.failure, messages.birthdayMismatch);
      const code = await issueCode(db, account.user_id, 'reset', now);
      const link = `${config.publicUrl}/reset-password?email=${encodeURIComponent(account.email)}&code=${code}`;
      await mailer.send(resetPasswordMail(to, link));
      return ok(null, messages.resetLinkSent);
    },

    async resetPassword({ body }) {
      const now = clock();
      const password = normalizePassword(body.password);
      const errors: FieldError[] = [];
      if (!isStrongPassword(password))
        errors.push({ field: 'password', message: messages.field.passwordRules });
      if (normalizePassword(body.ConfirmPassword) !== password) {
        errors.push({ field: 'ConfirmPassword', message: messages.field.passwordsDiffer });
      }
      if (errors.length > 0) throw invalidInput(errors);
      const account = await findAccountByEmail(db, body.Email);
      if (!account) return fail(Code.failure, messages.passwordNotChanged);
      const passwordHash = await passwords.hash(password);
      const changed = await db.transaction(async (tx) => {
        const used = await consumeCode(tx, account.user_id, 'reset', body.Code, now);
        if (used) await setPasswordHash(tx, account.user_id, passwordHash);
        return used;
      });
      if (!changed) return fail(Code.failure, messages.passwordNotChanged);
      await refreshTokens.revokeAll(account.user_id, now);
      return ok(null, messages.passwordChanged);
    },
  } satisfies Partial<HandlerMap>;
}
