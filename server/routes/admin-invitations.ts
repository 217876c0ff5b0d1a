import { currentUser } from '../auth/request-auth.js';
import { sha256 } from '../auth/account-codes.js';
import {
  findInvitation,
  findJoinableInvitation,
  listInvitations,
  revokeInvitation,
} from '../companies/invitation-store.js';
import { issueInvitation } from '../companies/invitations.js';
import { joiningMessages as m } from '../companies/joining-messages.js';
import { NotFound, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** HR's invitation links to join its company, and the referral page's check of one (docs/decisions/0261). */
export function adminInvitationHandlers(services: Services) {
  const { db, clock } = services;
  return {
    // The HR operations are x-roles [hr]: the registrar admitted only HR, and its company is the session's.
    listInvitations: async ({ request }) =>
      ok(await listInvitations(db, currentUser(request).companyId, clock())),

    createInvitation: async ({ body, request }) =>
      ok(await issueInvitation(services, currentUser(request), body), m.invitationCreated),

    async revokeInvitation({ params, request }) {
      const { companyId } = currentUser(request);
      const now = clock();
      if (!(await revokeInvitation(db, companyId, params.id, now))) throw new NotFound(m.invitationNotFound);
      return ok(await findInvitation(db, companyId, params.id, now), m.invitationRevoked);
    },

    // Names the company to whoever holds a valid link, and nothing to anyone else.
    async validateInvitation({ body }) {
      const invitation = orNotFound(
        await findJoinableInvitation(db, sha256(body.ReferralToken), clock(), false),
        m.invitationInvalid,
      );
      return ok({ companyName: invitation.companyName, companyLogo: invitation.companyLogo });
    },
  } satisfies Partial<HandlerMap>;
}
