import { beforeAll, describe, expect, it } from 'vitest';
import { joiningMessages as m } from '../../server/companies/joining-messages.js';
import { createCompany, type CreatedCompany } from './support/companies.js';
import { call, fieldErrorsOf } from './support/contract.js';
import { birthdayYearsAgo, lastMailTo, login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useSignedIn, useTestApp } from './support/suite.js';

const PASSWORD = 'Orgullo.2026';
const DAY_MS = 86_400_000;

let counter = 0;
/** A fresh address on a domain; free mail by default. */
const addressOn = (domain = 'gmail.com') => `persona.${Date.now().toString(36)}${(counter += 1)}@${domain}`;

describe.each(stores)('joining a company on $name', (store) => {
  let brisa: CreatedCompany;
  const t = useTestApp(store);
  const ownHr = useSignedIn(t, 'rh@demo.muropride.mx');
  beforeAll(async () => {
    brisa = await createCompany(t.app, 'Brisa Textil', 'brisa.mx');
  });

  const register = (email: string, extra: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/Auth/Register', {
      body: {
        email,
        password: PASSWORD,
        firstName: 'Ximena',
        lastName: 'Aguilar',
        birthday: birthdayYearsAgo(t.time.clock(), 30),
        ...extra,
      },
    });

  /** Registers, follows the mail's link and signs in: the company the person joined and what the mail said. */
  async function join(email: string, extra: Record<string, unknown> = {}) {
    const reply = await register(email, extra);
    expect(reply.body).toMatchObject({
      responseCode: '00',
      responseMessage: 'Tu registro fue exitoso, confirma tu correo electrónico.',
    });
    await t.settled();
    const { mail, params } = await lastMailTo(t.app, email.toLowerCase());
    await call(t.app, 'POST', '/Auth/VerifyAccount', {
      body: { UserId: Number(params.userId), Code: params.code },
    });
    const session = await login(t.app, email, PASSWORD);
    const settings = await call(t.app, 'GET', '/Home/UserSettings', { token: session.token });
    const contacts = await call(t.app, 'GET', '/chats/contacts', { token: session.token });
    return {
      companyId: (settings.body.data as { companyId: number }).companyId,
      mail: mail.text,
      contactIds: (contacts.body.data as { contactId: number }[]).map((c) => c.contactId),
    };
  }

  const invite = async (token: string, body = { validDays: 7, maxUses: 5 }) => {
    const reply = await call(t.app, 'POST', '/BackOffice/Invitations', { token, body });
    expect(reply.body.responseMessage).toBe(m.invitationCreated);
    const { link, invitation } = reply.body.data as { link: string; invitation: { invitationId: number } };
    return { id: invitation.invitationId, token: link.split('/register/')[1] ?? '', link };
  };
  const check = (ReferralToken: string) =>
    call(t.app, 'POST', '/Auth/ValidateInvitation', { body: { ReferralToken } });

  it("ignores another company's CompanyId: a free-mail address joins the default community", async () => {
    const joined = await join(addressOn(), { CompanyId: brisa.companyId });
    expect(joined.companyId).toBe(871);
    expect(joined.mail).toContain('Te uniste a la comunidad de Muro Pride Demo.');
    // Chat contacts are the default community's people, none of Brisa's.
    expect(joined.contactIds).not.toContain(brisa.hr.userId);
    expect(joined.contactIds).toContain(ownHr.userId);
  });

  it('joins the company whose domain the address is on, whatever its case, and not one of its subdomains', async () => {
    const joined = await join(addressOn('BRISA.mx'));
    expect(joined.companyId).toBe(brisa.companyId);
    expect(joined.mail).toContain('Te uniste a la comunidad de Brisa Textil.');
    expect(joined.contactIds).toContain(brisa.hr.userId);
    expect(joined.contactIds).not.toContain(ownHr.userId);
    expect((await join(addressOn('ventas.brisa.mx'))).companyId).toBe(871);
    expect((await join(addressOn('brisa.mx.example.com'))).companyId).toBe(871);
  });

  it("joins the company of a valid invitation link, and the page's check names it", async () => {
    const link = await invite(brisa.hr.token);
    expect(link.link).toMatch(/^http:\/\/localhost:8080\/register\/[\w-]{43}$/);
    const named = await check(link.token);
    expect(named.body).toMatchObject({ responseCode: '00', data: { companyName: 'Brisa Textil' } });
    const joined = await join(addressOn(), { ReferralToken: link.token, CompanyId: 871 });
    expect(joined.companyId).toBe(brisa.companyId);
    expect(joined.mail).toContain('Te uniste a la comunidad de Brisa Textil.');
    // The address's own company still wins over an invitation of another.
    expect((await join(addressOn('demo.muropride.mx'), { ReferralToken: link.token })).companyId).toBe(871);
    const listed = await call(t.app, 'GET', '/BackOffice/Invitations', { token: brisa.hr.token });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ invitationId: link.id, uses: 1, maxUses: 5, usable: true, revoked: false }),
    ]);
  });

  it('keeps an invitation to its own company: other HR cannot see or revoke it, members cannot make one', async () => {
    const link = await invite(brisa.hr.token);
    const theirs = await call(t.app, 'GET', '/BackOffice/Invitations', { token: ownHr.token });
    expect((theirs.body.data as { invitationId: number }[]).map((i) => i.invitationId)).not.toContain(
      link.id,
    );
    const revoke = await call(t.app, 'DELETE', `/BackOffice/Invitations/${link.id}`, { token: ownHr.token });
    expect(revoke.body).toMatchObject({ responseCode: '04', responseMessage: m.invitationNotFound });
    expect((await check(link.token)).body.responseCode).toBe('00');
    const member = await login(t.app, 'miembro@demo.muropride.mx');
    const made = await call(t.app, 'POST', '/BackOffice/Invitations', {
      token: member.token,
      body: { validDays: 7, maxUses: 5 },
    });
    expect(made.status).toBe(403);
    const own = await invite(ownHr.token);
    expect((await join(addressOn(), { ReferralToken: own.token })).companyId).toBe(871);
  });

  it('refuses out-of-range links in Spanish and keeps only a hash of each token', async () => {
    const tooLong = await call(t.app, 'POST', '/BackOffice/Invitations', {
      token: brisa.hr.token,
      body: { validDays: 91, maxUses: 0 },
    });
    expect(tooLong.status).toBe(400);
    expect(fieldErrorsOf(tooLong.body)).toEqual([
      { field: 'validDays', message: 'Debe ser menor o igual a 90.' },
      { field: 'maxUses', message: 'Debe ser mayor o igual a 1.' },
    ]);
    const link = await invite(brisa.hr.token);
    const stored = await t.db.query<{ row: string }>(
      'select row_to_json(i)::text as row from company_invitations i',
    );
    expect(stored.map((r) => r.row).join()).not.toContain(link.token);
  });

  it("does not join a deactivated company's domain or invitation", async () => {
    const ops = await login(t.app, 'ops@demo.muropride.mx');
    const closing = await createCompany(t.app, 'Cierre Temporal', 'cierre.mx');
    const link = await invite(closing.hr.token);
    await call(t.app, 'DELETE', `/BackOffice/Company/${closing.companyId}`, { token: ops.token });
    expect((await check(link.token)).body.responseCode).toBe('04');
    expect((await join(addressOn('cierre.mx'))).companyId).toBe(871);
    expect((await join(addressOn(), { ReferralToken: link.token })).companyId).toBe(871);
  });
  it('refuses in Spanish, saving nothing, when the default community takes no registrations', async () => {
    await t.db.query('update companies set activate_registration = false where company_id = 871');
    try {
      const email = addressOn();
      const closed = await register(email);
      expect(closed.status).toBe(409);
      expect(closed.body).toEqual({ responseCode: '05', responseMessage: m.registrationClosed, data: null });
      const saved = await t.db.query('select 1 from users where lower(email) = $1', [email]);
      expect(saved).toEqual([]);
      expect((await join(addressOn('brisa.mx'))).companyId).toBe(brisa.companyId);
    } finally {
      await t.db.query('update companies set activate_registration = true where company_id = 871');
    }
  });

  // Last: it moves the clock past every session's access token.
  it('joins the default community with a forged, expired, used up or revoked token, told to no one', async () => {
    const forged = 'A'.repeat(43);
    const expiring = await invite(brisa.hr.token, { validDays: 1, maxUses: 5 });
    const single = await invite(brisa.hr.token, { validDays: 7, maxUses: 1 });
    const revoked = await invite(brisa.hr.token);
    expect((await join(addressOn(), { ReferralToken: single.token })).companyId).toBe(brisa.companyId);
    const revoking = await call(t.app, 'DELETE', `/BackOffice/Invitations/${revoked.id}`, {
      token: brisa.hr.token,
    });
    expect(revoking.body).toMatchObject({ responseMessage: m.invitationRevoked, data: { revoked: true } });
    t.time.advance(DAY_MS + 1000);
    for (const token of [forged, expiring.token, single.token, revoked.token]) {
      const refused = await check(token);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ responseCode: '04', responseMessage: m.invitationInvalid, data: null });
      const joined = await join(addressOn(), { ReferralToken: token });
      expect(joined.companyId).toBe(871);
      expect(joined.contactIds).not.toContain(brisa.hr.userId);
    }
  });
});
