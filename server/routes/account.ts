import type { FastifyRequest } from 'fastify';
import { isEmail, normalizeEmail } from '../auth/input-rules.js';
import type { AuthUser } from '../auth/access-tokens.js';
import { currentUser, requireRole } from '../auth/request-auth.js';
import { Roles } from '../../domain/roles.js';
import { genderIdentityExists } from '../catalogs/catalog-store.js';
import { findBranding, findCompany } from '../companies/company-store.js';
import { ok } from '../http/envelope.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import { findProfile } from '../users/profile-store.js';
import { adminUserView, findAdminUser } from '../users/admin-user-store.js';
import { userMessages } from '../users/user-messages.js';
import { confirmEmail, findAccountById, setAdditionalEmail, setGenderIdentity } from '../users/user-store.js';
import type { HandlerMap } from './handler.js';
import { invalidInput, NotFound } from '../domain-errors.js';

/** The form's placeholder for "cleared" (spec 000 §5). */
const CLEARED = '-';

/** The caller, or HR asking about someone else (another person's data is HR-only). */
function subject(request: FastifyRequest, userId: number | undefined): AuthUser & { targetId: number } {
  const user = currentUser(request);
  if (userId === undefined || userId === user.userId) return { ...user, targetId: user.userId };
  return { ...requireRole(request, Roles.hr), targetId: userId };
}

/** The signed-in person's profile and account, and company branding. */
export function accountHandlers({ db, config }: Services) {
  return {
    async getProfile({ query, request }) {
      const { targetId, companyId } = subject(request, query.UserId);
      const profile = await findProfile(db, targetId);
      if (!profile || profile.companyId !== companyId) throw new NotFound(messages.userNotFound);
      return ok(profile);
    },

    async getAccount({ query, request }) {
      const { companyId, targetId } = subject(request, query.userId);
      const company = await findCompany(db, companyId);
      if (!company) throw new NotFound(messages.companyNotFound);
      const settings = {
        activateRegistration: company.activate_registration,
        productSubscription: company.product_subscription,
      };
      if (query.userId === undefined) return ok(settings);
      // HR's user form reads the person here (spec 002 §7 Users; docs/decisions/0090).
      const user = await findAdminUser(db, companyId, targetId);
      if (!user) throw new NotFound(messages.userNotFound);
      return ok({ ...settings, user: adminUserView(user) });
    },

    async verifyEmailAccount({ query, request }) {
      const { targetId, companyId, userId } = subject(request, query.userId);
      const account = await findAccountById(db, targetId);
      if (!account || account.company_id !== companyId) throw new NotFound(messages.userNotFound);
      if (targetId === userId)
        return ok({ userId: account.user_id, emailConfirmed: account.email_confirmed });
      // HR asking about someone else confirms that account ('Confirmar Cuenta', spec 002 §4).
      await confirmEmail(db, targetId);
      return ok({ userId: account.user_id, emailConfirmed: true }, userMessages.verified);
    },

    async editAdditionalEmail({ body, request }) {
      const { userId } = currentUser(request);
      const value = body.additionalEmail.trim();
      const cleared = value === '' || value === CLEARED;
      if (!cleared && !isEmail(normalizeEmail(value))) {
        throw invalidInput([{ field: 'additionalEmail', message: messages.field.emailFormat }]);
      }
      await setAdditionalEmail(db, userId, cleared ? null : normalizeEmail(value));
      return ok(null, messages.additionalEmailSaved);
    },

    async updateColor({ body, request }) {
      const { userId, companyId } = currentUser(request);
      if (!(await genderIdentityExists(db, companyId, body.genderIdentityId))) {
        throw new NotFound(messages.genderIdentityNotFound);
      }
      await setGenderIdentity(db, userId, body.genderIdentityId);
      return ok(null, messages.flagChanged);
    },

    async getCompanyCustomize({ params }) {
      const branding = await findBranding(db, params.id);
      if (!branding) throw new NotFound(messages.companyNotFound);
      return ok({
        companyCustomizeId: branding.company_customize_id,
        companyId: branding.company_id,
        companyName: branding.company_name,
        companyLogo: branding.company_logo,
        primaryColor: branding.primary_color,
        secondaryColor: branding.secondary_color,
        timeZone: config.timeZone,
      });
    },
  } satisfies Partial<HandlerMap>;
}
