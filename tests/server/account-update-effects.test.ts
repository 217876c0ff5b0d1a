import { describe, expect, it } from 'vitest';
import { seedOrganisation } from '../../server/organisation/org-seed.js';
import { loadUsers, person, useOrgIds } from './admin-user-support.js';
import { call } from './support/contract.js';
import { lastMailTo, login, outbox } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useSignedIn, useTestApp } from './support/suite.js';

const PASSWORD = 'Segura.2026!';

describe.each(stores)("what HR's changes to a person set off on $name", (store) => {
  const t = useTestApp(store, { seeds: [seedOrganisation] });
  const hr = useSignedIn(t, 'rh@demo.muropride.mx');
  const ids = useOrgIds(t, hr);

  const settings = async (token: string) =>
    (await call(t.app, 'GET', '/Home/UserSettings', { token })).status;
  const refresh = async (token: string) =>
    (await call(t.app, 'PUT', '/auth/refreshtoken', { headers: { RefreshToken: token } })).body.responseCode;

  /** A confirmed person HR created, signed in with the password HR gave. */
  async function signedInPerson(n: number, roleId = 3) {
    const created = await call(t.app, 'POST', '/Account/Create', {
      token: hr.token,
      body: { ...person(n, ids), roleId },
    });
    const userId = created.body.data.aspNetUserId as number;
    await call(t.app, 'GET', `/Account/VerifyEmailAccount?userId=${userId}`, { token: hr.token });
    return { userId, session: await login(t.app, `persona.${n}@demo.muropride.mx`, PASSWORD) };
  }

  /** The newest mail to an address, links or not. */
  async function newestTo(address: string) {
    const mail = (await outbox(t.app)).find((x) => x.to === address);
    if (!mail) throw new Error(`No mail to ${address}`);
    return mail;
  }

  const edit = (n: number, userId: number, changes: Record<string, unknown>) =>
    call(t.app, 'POST', '/Account/Edit', {
      token: hr.token,
      body: { ...person(n, ids), password: undefined, aspNetUserId: userId, ...changes },
    });

  it('keeps the sessions of a person whose phone changes: only role and Activo end them', async () => {
    const { userId, session } = await signedInPerson(9601);
    expect((await edit(9601, userId, { mobile: '5599887766' })).body.responseCode).toBe('00');
    expect(await settings(session.token)).toBe(200);
    expect(await refresh(session.refreshToken)).toBe('00');
  });

  it('ends every session of a person HR deactivates: the refresh token is refused, the access token gets 401', async () => {
    const { userId, session } = await signedInPerson(9602);
    const phone = await login(t.app, 'persona.9602@demo.muropride.mx', PASSWORD);
    expect(await settings(session.token)).toBe(200);
    expect((await edit(9602, userId, { active: false })).body.responseCode).toBe('00');
    for (const signIn of [session, phone]) {
      expect(await settings(signIn.token)).toBe(401);
      expect(await refresh(signIn.refreshToken)).toBe('01');
    }
  });

  it('ends the sessions of an HR user demoted to Usuario; signing in again gives the new role', async () => {
    const { userId, session } = await signedInPerson(9603, 1);
    expect(session.roleName).toBe('Recursos Humanos');
    expect((await edit(9603, userId, { roleId: 3 })).body.responseCode).toBe('00');
    expect(await settings(session.token)).toBe(401);
    expect(await refresh(session.refreshToken)).toBe('01');
    const again = await login(t.app, 'persona.9603@demo.muropride.mx', PASSWORD);
    expect(again.roleName).toBe('Usuario');
    const adminList = await call(t.app, 'GET', '/BackOffice/UserProfile', { token: again.token });
    expect(adminList.status).toBe(403);
  });

  it('ends the sessions of a person whose role a load row changes', async () => {
    const { session } = await signedInPerson(9604);
    const job = await loadUsers(t.app, hr.token, [
      '9604,persona.9604@demo.muropride.mx,Ángela,Núñez,Rivas,F,1990-04-12,2019-02-01,5512345678,,,,Recursos Humanos,Matriz,Tecnología,Analista',
    ]);
    expect(job).toMatchObject({ updatedRows: 1, refusedRows: 0 });
    expect(await settings(session.token)).toBe(401);
    expect(await refresh(session.refreshToken)).toBe('01');
  });

  it('tells the old address of a new one, which signs in and gets reset links only once confirmed', async () => {
    const { userId, session } = await signedInPerson(9605);
    const next = 'angela.rivas@demo.muropride.mx';
    const edited = await edit(9605, userId, { email: next });
    expect(edited.body.data).toMatchObject({ email: next, emailConfirmed: false });
    const notice = await newestTo('persona.9605@demo.muropride.mx');
    expect(notice.subject).toBe('Cambió un correo de tu cuenta - Muro Pride');
    expect(notice.text).toContain(`Tu correo electrónico de inicio de sesión ahora es ${next}`);
    expect(notice.links).toEqual([]);
    const { mail, params } = await lastMailTo(t.app, next);
    expect(mail.subject).toBe('Confirma tu nuevo correo electrónico - Muro Pride');
    expect(await settings(session.token)).toBe(200);

    const early = await call(t.app, 'POST', '/Auth/Login', { body: { username: next, password: PASSWORD } });
    expect(early.body.responseCode).toBe('09');
    await call(t.app, 'POST', '/Auth/ForgotPassword', { body: { email: next } });
    await t.settled();
    expect((await outbox(t.app)).filter((x) => x.to === next)).toHaveLength(1);

    const verified = await call(t.app, 'POST', '/Auth/VerifyAccount', {
      body: { UserId: Number(params.userId), Code: params.code },
    });
    expect(verified.body.responseCode).toBe('00');
    await login(t.app, next, PASSWORD);
    await call(t.app, 'POST', '/Auth/ForgotPassword', { body: { email: next } });
    await t.settled();
    expect((await lastMailTo(t.app, next)).mail.subject).toBe('Restablece tu contraseña - Muro Pride');
  });

  it('tells the primary address when HR sets or clears the additional one, where reset links may go', async () => {
    const { userId } = await signedInPerson(9606);
    const address = 'persona.9606@demo.muropride.mx';
    await edit(9606, userId, { additionalEmail: 'angela@example.com' });
    expect((await newestTo(address)).text).toContain('Tu correo adicional ahora es angela@example.com.');
    await edit(9606, userId, { additionalEmail: '' });
    expect((await newestTo(address)).text).toContain('Tu correo adicional se eliminó.');
    const before = (await outbox(t.app)).length;
    await edit(9606, userId, { firstName: 'Angélica' });
    expect((await outbox(t.app)).length).toBe(before);
  });
});
