import type { Invitation } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { firstRow, insertedId } from '../db/query-rows.js';

/** A link's uses are the people who joined through it, so a registration that failed counts for nothing. */
const USES = `(select count(*)::int from users u where u.invitation_id = i.invitation_id)`;

const SELECT = `select i.invitation_id as "invitationId", i.created_at as "createdAt",
    i.expires_at as "expiresAt", i.max_uses as "maxUses", ${USES} as uses, i.revoked_at is not null as revoked,
    (i.revoked_at is null and i.expires_at > $2 and ${USES} < i.max_uses) as usable,
    nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') as "createdByName"
  from company_invitations i left join users c on c.user_id = i.created_by`;

/** Timestamps as ISO strings, as both stores return them differently. */
const shaped = (row: Invitation): Invitation => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  expiresAt: new Date(row.expiresAt).toISOString(),
});

export async function listInvitations(db: Queryable, companyId: number, now: Date): Promise<Invitation[]> {
  const rows = await db.query<Invitation>(
    `${SELECT} where i.company_id = $1 order by i.created_at desc, i.invitation_id desc`,
    [companyId, now],
  );
  return rows.map(shaped);
}

export async function findInvitation(
  db: Queryable,
  companyId: number,
  id: number,
  now: Date,
): Promise<Invitation | undefined> {
  const row = await firstRow<Invitation>(db, `${SELECT} where i.company_id = $1 and i.invitation_id = $3`, [
    companyId,
    now,
    id,
  ]);
  return row && shaped(row);
}

export async function insertInvitation(
  db: Queryable,
  invitation: {
    companyId: number;
    tokenHash: string;
    createdBy: number;
    now: Date;
    expiresAt: Date;
    maxUses: number;
  },
): Promise<number> {
  return insertedId(
    db,
    `insert into company_invitations (company_id, token_hash, created_by, created_at, expires_at, max_uses)
     values ($1, $2, $3, $4, $5, $6) returning invitation_id as id`,
    [
      invitation.companyId,
      invitation.tokenHash,
      invitation.createdBy,
      invitation.now,
      invitation.expiresAt,
      invitation.maxUses,
    ],
    'The new invitation vanished',
  );
}

/** Deactivates a link of the company (again, harmlessly); false when the company has no such link. */
export async function revokeInvitation(db: Queryable, companyId: number, id: number, now: Date) {
  const rows = await db.query(
    `update company_invitations set revoked_at = coalesce(revoked_at, $3)
      where company_id = $1 and invitation_id = $2 returning 1`,
    [companyId, id, now],
  );
  return rows.length > 0;
}

interface JoinableInvitation {
  invitationId: number;
  companyId: number;
  companyName: string;
  companyLogo: string | null;
}

/**
 * The invitation a token's hash names, when someone may still join through it: not revoked, not expired, not
 * used up, of an active company that takes registrations. `lock` holds the link until the caller's transaction
 * ends, so two registrations cannot both take its last use.
 */
export async function findJoinableInvitation(
  db: Queryable,
  tokenHash: string,
  now: Date,
  lock: boolean,
): Promise<JoinableInvitation | undefined> {
  const link = await firstRow<{ invitation_id: number; max_uses: number }>(
    db,
    `select invitation_id, max_uses from company_invitations
      where token_hash = $1 and revoked_at is null and expires_at > $2${lock ? ' for update' : ''}`,
    [tokenHash, now],
  );
  if (!link) return undefined;
  // A statement of its own, after the lock: it sees the people who joined through a registration just ended.
  const row = await firstRow<JoinableInvitation & { uses: number }>(
    db,
    `select i.invitation_id as "invitationId", c.company_id as "companyId", c.company_name as "companyName",
        cc.company_logo as "companyLogo", ${USES} as uses
       from company_invitations i join companies c on c.company_id = i.company_id
       left join company_customizations cc on cc.company_id = c.company_id
      where i.invitation_id = $1 and c.active and c.activate_registration`,
    [link.invitation_id],
  );
  if (!row || row.uses >= link.max_uses) return undefined;
  const { uses: _uses, ...joinable } = row;
  return joinable;
}
