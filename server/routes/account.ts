import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/access-tokens.js';
import { currentUser, requireRole } from '../auth/request-auth.js';
import { Roles } from '../../domain/roles.js';
import { genderIdentityExists } from '../catalogs/catalog-store.js';
import { companyBranding } from '../companies/branding.js';
import { findCompany } from '../companies/company-store.js';
import { ok } from '../http/envelope.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import { findProfile } from '../users/profile-store.js';
import { adminUserView, findAdminUser } from '../users/admin-user-store.js';
import { requireCompanyPerson } from '../users/company-person.js';
import { userMessages } from '../users/user-messages.js';
import { confirmEmail, findAccountById, setGenderIdentity } from '../users/user-store.js';
import type { HandlerMap } from './handler.js';
import { NotFound, orNotFound } from '../domain-errors.js';

/** The signed-in person's profile and account, and company branding. */
export function accountHandlers({ db, config, companyOf }: Services) {
  /** The caller, or HR asking about one of its company's people (another person's data is HR-only). */
  async function subject(
    request: FastifyRequest,
    userId: number | undefined,
  ): Promise<AuthUser & { targetId: number }> {
    const user = currentUser(request);
    if (userId === undefined || userId === user.userId) return { ...user, targetId: user.userId };
    requireRole(request, Roles.hr);
    await requireCompanyPerson(db, user.companyId, userId);
    return { ...user, targetId: userId };
  }

  return {
    async getProfile({ query, request }) {
      const { targetId, companyId } = await subject(request, query.UserId);
      const profile = await findProfile(db, targetId);
      if (!profile || profile.companyId !== companyId) throw new NotFound(messages.userNotFound);
      return ok(profile);
    },

    async getAccount({ query, request }) {
      const { companyId, targetId } = await subject(request, query.userId);
      const company = orNotFound(await findCompany(db, companyId), messages.companyNotFound);
      const settings = {
        activateRegistration: company.activate_registration,
        productSubscription: company.product_subscription,
      };
      if (query.userId === undefined) return ok(settings);
      // HR's user form reads the person here (spec 002 §7 Users; docs/decisions/0090).
      const user = orNotFound(await findAdminUser(db, companyId, targetId), messages.userNotFound);
      return ok({ ...settings, user: adminUserView(user) });
    },

    async verifyEmailAccount({ query, request }) {
      const { targetId, companyId, userId } = await subject(request, query.userId);
      const account = await findAccountById(db, targetId);
      if (!account || account.company_id !== companyId) throw new NotFound(messages.userNotFound);
      if (targetId === userId)
        return ok({ userId: account.user_id, emailConfirmed: account.email_confirmed });
      // HR asking about someone else confirms that account ('Confirmar Cuenta', spec 002 §4).
      await confirmEmail(db, targetId);
      return ok({ userId: account.user_id, emailConfirmed: true }, userMessages.verified);
    },

    async updateColor({ body, request }) {
      const { userId, companyId } = currentUser(request);
      if (!(await genderIdentityExists(db, companyId, body.genderIdentityId))) {
        throw new NotFound(messages.genderIdentityNotFound);
      }
      await setGenderIdentity(db, userId, body.genderIdentityId);
      return ok(null, messages.flagChanged);
    },

    // The spec's client names its fixed company everywhere: a member gets their own company's branding (0250).
    getCompanyCustomize: async ({ request }) =>
      ok({ ...(await companyBranding(db, companyOf(request.user))), timeZone: config.timeZone }),
  } satisfies Partial<HandlerMap>;
}
