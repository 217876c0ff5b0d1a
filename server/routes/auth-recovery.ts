import { recordAccess } from '../audit/audit-recorder.js';
import { consumeCode, issueCode } from '../auth/account-codes.js';
import { isAdult, isEmail, normalizeEmail, normalizePassword } from '../auth/input-rules.js';
import { isStrongPassword } from '../../domain/password.js';
import { Code, fail, ok } from '../http/envelope.js';
import { resetPasswordMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import { admit } from '../throttle/event-throttle.js';
import { findAccountByEmail, setPasswordHash } from '../users/user-store.js';
import type { BodyOf, HandlerMap } from './handler.js';
import { invalidInput, type FieldError } from '../domain-errors.js';

/** Format rules only: they depend on nothing stored, so they tell nothing about the account. */
function forgotPasswordErrors(body: BodyOf<'forgotPassword'>, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  if (!isEmail(normalizeEmail(body.email)))
    errors.push({ field: 'email', message: messages.field.emailFormat });
  if (body.birthday !== undefined && !isAdult(body.birthday, now))
    errors.push({ field: 'birthday', message: messages.field.minimumAge });
  const additional = body.additionalEmail?.trim() ?? '';
  if (additional !== '' && !isEmail(normalizeEmail(additional)))
    errors.push({ field: 'additionalEmail', message: messages.field.emailFormat });
  return errors;
}

/**
 * Password recovery: the reset link by e-mail, then the new password. The request is answered before the
 * account is even looked up, so neither the reply nor its timing tells who is registered, and the link goes
 * only to addresses the owner proved are theirs (docs/decisions/0211-recovery-without-an-oracle.md).
 */
export function authRecoveryHandlers({
  db,
  clock,
  config,
  mailer,
  passwords,
  refreshTokens,
  background,
}: Services) {
  async function sendResetLink(email: string, now: Date): Promise<void> {
    const account = await findAccountByEmail(db, email);
    if (!account?.email_confirmed) return;
    if (!(await admit(db, 'resetMailPerAccount', account.user_id, now))) return;
    const code = await issueCode(db, account.user_id, 'reset', now);
    const link = `${config.publicUrl}/reset-password?email=${encodeURIComponent(account.email)}&code=${code}`;
    const recipients = [account.email];
    if (account.additional_email && account.additional_email_verified)
      recipients.push(account.additional_email);
    for (const to of recipients) await mailer.send(resetPasswordMail(to, link));
  }

  return {
    async forgotPassword({ body, request }) {
      const now = clock();
      const errors = forgotPasswordErrors(body, now);
      if (errors.length > 0) throw invalidInput(errors);
      const email = normalizeEmail(body.email);
      // Counted before the reply, in the order requests come: the address's limit tells nothing of accounts.
      if (await admit(db, 'resetRequestPerAddress', request.ip, now)) {
        background.run('reset link', () => sendResetLink(email, now));
      }
      return ok(null, messages.resetLinkSent);
    },

    async resetPassword({ body, request }) {
      const now = clock();
      const password = normalizePassword(body.password);
      const errors: FieldError[] = [];
      if (!isStrongPassword(password))
        errors.push({ field: 'password', message: messages.field.passwordRules });
      if (normalizePassword(body.ConfirmPassword) !== password) {
        errors.push({ field: 'ConfirmPassword', message: messages.field.passwordsDiffer });
      }
      if (errors.length > 0) throw invalidInput(errors);
      // Hashed before the lookup, so an unknown address is refused in the same time as a wrong code.
      const passwordHash = await passwords.hash(password);
      const account = await findAccountByEmail(db, body.Email);
      if (!account) return fail(Code.failure, messages.passwordNotChanged);
      const changed = await db.transaction(async (tx) => {
        const used = await consumeCode(tx, account.user_id, 'reset', body.Code, now);
        if (used) await setPasswordHash(tx, account.user_id, passwordHash);
        return used;
      });
      if (!changed) return fail(Code.failure, messages.passwordNotChanged);
      await refreshTokens.revokeAll(account.user_id, now);
      await recordAccess(db, now, request, 'passwordReset', account, body.Email);
      return ok(null, messages.passwordChanged);
    },
  } satisfies Partial<HandlerMap>;
}
