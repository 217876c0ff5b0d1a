import { issueCode } from '../auth/account-codes.js';
import type { RefreshTokens } from '../auth/refresh-tokens.js';
import type { Clock } from '../clock.js';
import type { Queryable } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { confirmNewEmailMail, emailChangedMail } from '../mail/templates.js';
import { appendAudit, type AuditActor } from '../audit/audit-store.js';
import type { PreviousAccount, UserFields } from './admin-user-store.js';

/** What HR's updates of a person (the form and the bulk load) need to make a change felt at once. */
export interface UpdateEffects {
  db: Queryable;
  clock: Clock;
  mailer: Mailer;
  refreshTokens: Pick<RefreshTokens, 'revokeAll'>;
  /** Builds the verification link a new primary address receives. */
  verifyLink(userId: number, code: string): string;
}

export interface AccountUpdate {
  userId: number;
  previous: PreviousAccount;
  fields: UserFields;
  /** The Activo box as sent; undefined when the update leaves it as it was (the bulk load). */
  active: boolean | undefined;
}

const sameAddress = (a: string | null, b: string | null) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * What an update by HR sets off once it is saved (docs/decisions/0232): a new role or a deactivation ends every
 * sign-in of the person at once, and their live connections with them (0203, 0206); a new primary
 * address is sent its confirmation link, and the previous primary address is told of any address change. A new
 * role is written to the audit log with the one it replaced, by whoever gave it.
 */
export async function afterAccountUpdate(fx: UpdateEffects, update: AccountUpdate, by: AuditActor) {
  const { userId, previous, fields } = update;
  const now = fx.clock();
  if (previous.roleName !== fields.roleName) {
    const [before, after] = [{ role: previous.roleName }, { role: fields.roleName }];
    const entity = `userId=${userId}`;
    await appendAudit(fx.db, {
      at: now,
      ...by,
      area: 'admin-users',
      action: 'roleChanged',
      entity,
      before,
      after,
    });
  }
  if (previous.roleName !== fields.roleName || update.active === false)
    await fx.refreshTokens.revokeAll(userId, now);
  const change: { email?: string; additionalEmail?: string | null } = {};
  if (!sameAddress(previous.email, fields.email)) {
    change.email = fields.email;
    const code = await issueCode(fx.db, userId, 'verify', now);
    await fx.mailer.send(confirmNewEmailMail(fields.email, fields.firstName, fx.verifyLink(userId, code)));
  }
  if (!sameAddress(previous.additionalEmail, fields.additionalEmail))
    change.additionalEmail = fields.additionalEmail;
  if (Object.keys(change).length > 0)
    await fx.mailer.send(emailChangedMail(previous.email, fields.firstName, change));
}
