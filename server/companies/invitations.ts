import { randomBytes } from 'node:crypto';
import type { components } from '../../openapi/generated/schema.js';
import type { AuthUser } from '../auth/access-tokens.js';
import { sha256 } from '../auth/account-codes.js';
import type { Services } from '../services.js';
import { findInvitation, insertInvitation } from './invitation-store.js';

type Schemas = components['schemas'];

const DAY_MS = 86_400_000;

/**
 * A new invitation link of HR's company (docs/decisions/0261): 256 random bits in the address, of which only a
 * hash is kept, so the link is shown this once.
 */
export async function issueInvitation(
  { db, clock, config }: Services,
  hr: AuthUser,
  payload: Schemas['InvitationPayload'],
): Promise<Schemas['IssuedInvitation']> {
  const token = randomBytes(32).toString('base64url');
  const now = clock();
  const id = await insertInvitation(db, {
    companyId: hr.companyId,
    tokenHash: sha256(token),
    createdBy: hr.userId,
    now,
    expiresAt: new Date(now.getTime() + payload.validDays * DAY_MS),
    maxUses: payload.maxUses,
  });
  const invitation = await findInvitation(db, hr.companyId, id, now);
  if (!invitation) throw new Error('The new invitation vanished');
  return { invitation, link: `${config.publicUrl}/register/${token}` };
}
