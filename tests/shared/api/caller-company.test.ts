import { UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionFromLogin } from '@domain/session';
import { callerCompanyId } from '@/api/caller-company';
import { VISITOR_COMPANY_ID } from '@/shared/config/visitor-company';
import { clearSession, writeSession } from '@/api/session-store';

const signIn = (token: string) =>
  writeSession(
    sessionFromLogin({ token, refreshToken: 'r', expiresIn: 10, userId: 7, roleName: 'Usuario' }, 0),
  );

describe('the company a call names', () => {
  afterEach(clearSession);

  it("is the spec's fixed company for a visitor", () => {
    expect(VISITOR_COMPANY_ID).toBe(871);
    expect(callerCompanyId()).toBe(871);
  });

  it("is the signed-in person's company, from their access token's claims", () => {
    signIn(new UnsecuredJWT({ role: 'Usuario', cid: 5 }).encode());
    expect(callerCompanyId()).toBe(5);
  });

  it("falls back to the visitor's when the token carries no company or is not a token", () => {
    signIn(new UnsecuredJWT({ role: 'Usuario' }).encode());
    expect(callerCompanyId()).toBe(871);
    signIn('not-a-token');
    expect(callerCompanyId()).toBe(871);
  });
});
