import { sha256 } from '../auth/account-codes.js';
import type { Queryable } from '../db/database.js';
import { Conflict } from '../domain-errors.js';
import { findCompany } from './company-store.js';
import { findJoinableInvitation } from './invitation-store.js';
import { findJoinableCompanyByDomain } from './joining-store.js';
import { joiningMessages } from './joining-messages.js';

/** The company a new account joins, and the invitation link that proved it, if one did. */
interface Joining {
  companyId: number;
  companyName: string;
  invitationId: number | null;
}

/** Everything after the last '@', lower-cased: matched whole, so a subdomain is another domain. */
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * The company a new account with this address joins (docs/decisions/0260): the one whose domain the address is
 * on, else the one whose invitation link the token is, else the default community. The body's CompanyId never
 * counts. Call it inside the registration's transaction: it holds the invitation until the account is saved.
 */
export async function companyToJoin(
  db: Queryable,
  email: string,
  referralToken: string | undefined,
  defaultCompanyId: number,
  now: Date,
): Promise<Joining> {
  const byDomain = await findJoinableCompanyByDomain(db, domainOf(email));
  if (byDomain)
    return { companyId: byDomain.company_id, companyName: byDomain.company_name, invitationId: null };
  const invitation = referralToken
    ? await findJoinableInvitation(db, sha256(referralToken), now, true)
    : undefined;
  if (invitation)
    return {
      companyId: invitation.companyId,
      companyName: invitation.companyName,
      invitationId: invitation.invitationId,
    };
  const fallback = await findCompany(db, defaultCompanyId);
  if (!fallback?.active || !fallback.activate_registration)
    throw new Conflict(joiningMessages.registrationClosed);
  return { companyId: fallback.company_id, companyName: fallback.company_name, invitationId: null };
}
