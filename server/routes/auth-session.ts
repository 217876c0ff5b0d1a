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
      if (!user || !valid || !user.active) {
        await recordFailure(db, account, request.ip, now);
        return fail(Code.failure, messages.loginFailed);
      }
      await clearPairFailures(db, account, request.ip);
      if (!user.email_confirmed) return fail(Code.unverified, messages.loginFailed);
      const result = await loginResult(user, now, await refreshTokens.issue(user.user_id, now));
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
      const user = rotated.kind === 'rotated' ? await findAccountById(db, rotated.userId) : undefined;
      if (rotated.kind !== 'rotated' || !user) return fail(Code.failure, messages.sessionExpired);
      return ok(await loginResult(user, rotated.issuedAt, rotated), messages.sessionRenewed);
    },

    async logout({ headers }) {
      await refreshTokens.revokeFamilyOf(headers.RefreshToken, clock());
      return ok(null, messages.loggedOut);
    },
  } satisfies Partial<HandlerMap>;
}
