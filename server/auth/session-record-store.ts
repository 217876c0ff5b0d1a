import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import { Roles } from '../../domain/roles.js';

/** A live sign-in as the gateway trusts it: whose it is and what that person is now. */
export interface SessionRecord {
  userId: number;
  roleName: string;
  companyId: number;
  /** The person owes the membership: only what paying it needs is open (docs/decisions/0205). */
  membershipRequired: boolean;
}

interface SessionRow {
  user_id: number;
  role_name: string;
  company_id: number;
  membership_required: boolean;
}

/**
 * The sign-in's person when the family has a live token and no revoked one, the person is active, and so is
 * their company (operators serve every company, so only their own flag counts); undefined otherwise.
 */
export async function findSessionRecord(
  db: Queryable,
  familyId: string,
  now: Date,
): Promise<SessionRecord | undefined> {
  const row = await firstRow<SessionRow>(
    db,
    `select u.user_id, u.role_name, u.company_id, u.membership_required
       from (select user_id from refresh_tokens where family_id = $1
              group by user_id
             having bool_or(revoked_at is null and expires_at > $2) and not bool_or(revoked_at is not null)) f
       join users u on u.user_id = f.user_id
       join companies c on c.company_id = u.company_id
      where u.active and (c.active or u.role_name = $3)`,
    [familyId, now, Roles.operations],
  );
  return (
    row && {
      userId: row.user_id,
      roleName: row.role_name,
      companyId: row.company_id,
      membershipRequired: row.membership_required,
    }
  );
}
