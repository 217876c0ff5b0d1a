import { consumeCode, issueCode } from '../auth/account-codes.js';
import { retireCodes } from '../auth/account-code-store.js';
import {
  additionalEmailLinkMail,
  additionalEmailRemovedMail,
  additionalEmailRequestedMail,
} from '../mail/templates.js';
import type { Services } from '../services.js';
import { admit } from '../throttle/event-throttle.js';
import {
  clearAdditionalEmail,
  clearPendingAdditionalEmail,
  confirmPendingAdditionalEmail,
  setPendingAdditionalEmail,
  type UserAccount,
} from './user-store.js';

/** Where the owner hears of a change: the primary address and an additional one already proved. */
function ownerAddresses(account: UserAccount): string[] {
  const verified = account.additional_email_verified ? account.additional_email : null;
  return verified ? [account.email, verified] : [account.email];
}

/**
 * The additional e-mail as a verified act (docs/decisions/0213-verified-additional-email.md): a new address
 * waits until the link mailed to it is opened, and the addresses already on the account are told.
 * The caller has checked the member's password.
 */
export function additionalEmailService({ db, mailer, config }: Pick<Services, 'db' | 'mailer' | 'config'>) {
  return {
    /** Mails a link to `email`; false when the member asked for too many this hour. */
    async request(account: UserAccount, email: string, now: Date): Promise<boolean> {
      if (!(await admit(db, 'additionalEmailPerAccount', account.user_id, now))) return false;
      const code = await db.transaction(async (tx) => {
        await setPendingAdditionalEmail(tx, account.user_id, email);
        return issueCode(tx, account.user_id, 'additional', now);
      });
      const link = `${config.publicUrl}/verify-additional-email?userId=${account.user_id}&code=${code}`;
      await mailer.send(additionalEmailLinkMail(email, link));
      for (const to of ownerAddresses(account)) await mailer.send(additionalEmailRequestedMail(to, email));
      return true;
    },

    /** Keeps the verified address and drops a change that was waiting. */
    async keep(account: UserAccount, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await retireCodes(tx, account.user_id, 'additional', now);
        await clearPendingAdditionalEmail(tx, account.user_id);
      });
    },

    async remove(account: UserAccount, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await retireCodes(tx, account.user_id, 'additional', now);
        await clearAdditionalEmail(tx, account.user_id);
      });
      if (account.additional_email === null) return;
      for (const to of ownerAddresses(account)) await mailer.send(additionalEmailRemovedMail(to));
    },

    /** Uses the code of the link: whether the waiting address became the additional e-mail. */
    async confirm(userId: number, code: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await consumeCode(tx, userId, 'additional', code, now))) return false;
        return (await confirmPendingAdditionalEmail(tx, userId)) !== undefined;
      });
    },
  };
}
