import { recordAccess } from '../audit/audit-recorder.js';
import { ACCESS_TOKEN_MINUTES } from '../auth/access-tokens.js';
import type { IssuedSession } from '../auth/refresh-tokens.js';
import { normalizeEmail, normalizePassword } from '../auth/input-rules.js';
import { clearPairFailures } from '../auth/login-failure-store.js';
import { isThrottled, recordFailure } from '../auth/login-throttle.js';
import { Code, fail, ok } from '../http/envelope.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import { findAccountByEmail, findAccountById, type UserAccount } from '../users/user-store.js';
import type { HandlerMap } from './handler.js';
import { invalidInput } from '../domain-errors.js';
import { findCompany } from '../companies/company-store.js';
import type { Queryable } from '../db/database.js';
import { isRole, Roles } from '../../domain/roles.js';

/** Why a person may not be signed in now (deactivated, or their company is), or null when they may. */
async function accessRefusal(db: Queryable, user: UserAccount): Promise<string | null> {
  if (!user.active) return messages.accountInactive;
  // Operators serve every company, so only their own account's flag counts.
  if (isRole(user.role_name, Roles.operations)) return null;
  const company = await findCompany(db, user.company_id);
  return company?.active ? null : messages.companyInactive;
}

/** Sign-in with password, with Apple or Google, and refresh-token rotation. */
export function authSessionHandlers({ db, clock, passwords, accessTokens, refreshTokens }: Services) {
  async function loginResult(user: UserAccount, issuedAt: Date, session: IssuedSession) {
    const claims = {
      userId: user.user_id,
      roleName: user.role_name,
      companyId: user.company_id,
      sessionId: session.sessionId,
    };
    return {
      token: await accessTokens.sign(claims, issuedAt),
      refreshToken: session.refreshToken,
      expiresIn: ACCESS_TOKEN_MINUTES,
      userId: user.user_id,
      roleName: user.role_name,
    };
  }

  return {
    async login({ body, request }) {
      const now = clock();
      const account = normalizeEmail(body.username);
      if (await isThrottled(db, account, request.ip, now))
        return fail(Code.tooManyAttempts, messages.tooManyAttempts);
      const user = await findAccountByEmail(db, account);
      const valid = await passwords.verify(user?.password_hash ?? null, normalizePassword(body.password));
      if (!user || !valid) {
        await recordFailure(db, account, request.ip, now);
        await recordAccess(db, now, request, 'signInFailed', user, account);
        return fail(Code.failure, messages.loginFailed);
      }
      await clearPairFailures(db, account, request.ip);
      // Said only to whoever knows the password, so it reveals nothing to a guesser.
      const refusal = await accessRefusal(db, user);
      if (refusal) return fail(Code.accessEnded, refusal);
      if (!user.email_confirmed) return fail(Code.unverified, messages.loginFailed);
      const result = await loginResult(user, now, await refreshTokens.issue(user.user_id, now));
      await recordAccess(db, now, request, 'signIn', user, account);
      if (user.membership_required) {
        return {
          responseCode: Code.membershipNeeded,
          responseMessage: messages.membershipNeeded,
          data: result,
        };
      }
      return ok(result, messages.loginOk);
    },

    // No identity provider is reachable from here, so no token can be verified: fail politely by provider.
    async externalLogin({ body }) {
      if (body.provider === 1) {
        throw invalidInput([{ field: 'provider', message: messages.externalLoginWrongProvider }]);
      }
      return fail(Code.failure, messages.externalLoginFailed[body.provider]);
    },

    async refreshToken({ headers }) {
      const now = clock();
      const rotated = await refreshTokens.rotate(headers.RefreshToken, now);
      if (rotated.kind !== 'rotated') return fail(Code.failure, messages.sessionExpired);
      const user = await findAccountById(db, rotated.userId);
      // A person (or company) deactivated since the last renewal gets no new tokens, and the sign-in ends.
      if (!user || (await accessRefusal(db, user))) {
        await refreshTokens.revokeFamilyOf(rotated.refreshToken, now);
        return fail(Code.failure, messages.sessionExpired);
      }
      return ok(await loginResult(user, rotated.issuedAt, rotated), messages.sessionRenewed);
    },

    async logout({ headers }) {
      await refreshTokens.revokeFamilyOf(headers.RefreshToken, clock());
      return ok(null, messages.loggedOut);
    },
  } satisfies Partial<HandlerMap>;
}
