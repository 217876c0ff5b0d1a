import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_MINUTES } from '../../server/auth/access-tokens.js';
import { createLocalBus } from '../../server/live/live-bus.js';
import { createLivePublisher, type LivePublisher } from '../../server/live/live-publisher.js';
import { messages } from '../../server/messages.js';
import { call } from './support/contract.js';
import { sendForm } from './support/forms.js';
import { DEMO_PASSWORD, login, type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { hubClient, listen } from './live/hub-client.js';
import { decide } from './store-support.js';
import { useTestApp } from './support/suite.js';

const company = {
  companyName: 'Brisa Solar',
  businessName: 'Brisa Solar',
  primeDomain: 'brisa.mx',
  telephone1: '5512345678',
  telephone2: '',
};
const brisaHr = { username: 'rh@brisa.mx', password: 'Brisa.2026!' };

/** Resolves when the connection is closed for good (its reconnect attempts, if any, failed too). */
const closedForGood = (client: HubConnection) =>
  new Promise<void>((resolve) => client.onclose(() => resolve()));

describe.each(stores)('sessions that end, end everywhere, on $name', (store) => {
  const bus = createLocalBus();
  let live: LivePublisher;
  let base: string;
  const t = useTestApp(store, { liveBus: bus, hubSweepMs: 50 });
  beforeAll(async () => {
    live = createLivePublisher(bus, t.db, (error) => {
      throw error;
    });
    base = await listen(t.app);
  });

  const settings = (token: string) => call(t.app, 'GET', '/Home/UserSettings', { token });
  const refresh = (token: string) =>
    call(t.app, 'PUT', '/auth/refreshtoken', { headers: { RefreshToken: token } });
  const signIn = (username: string, password = DEMO_PASSWORD) =>
    call(t.app, 'POST', '/Auth/Login', { body: { username, password } });
  const ring = (userId: number, message: string) =>
    live.send('notification', [userId], 'beNotified', [{ message }]);

  async function openBell(session: Session) {
    const client = hubClient(base, 'notification', () => session.token);
    const heard: unknown[] = [];
    client.on('beNotified', (payload: unknown) => heard.push(payload));
    await client.start();
    return { client, heard, closed: closedForGood(client) };
  }

  it('closes the live connections of a sign-in at logout, and nothing said afterwards reaches them', async () => {
    const session = await login(t.app, 'alejandro.cruz@demo.muropride.mx');
    const bell = await openBell(session);
    await ring(session.userId, 'antes');
    await expect.poll(() => bell.heard).toEqual([{ message: 'antes' }]);
    await call(t.app, 'POST', '/Auth/Logout', { headers: { RefreshToken: session.refreshToken } });
    await bell.closed;
    await ring(session.userId, 'después');
    expect(bell.client.state).toBe(HubConnectionState.Disconnected);
    expect(bell.heard).toEqual([{ message: 'antes' }]);
  });

  it('a password change ends the other sign-ins and their sockets, and keeps the one that made it', async () => {
    const email = 'sofia.reyes@demo.muropride.mx';
    const laptop = await login(t.app, email);
    const thief = await login(t.app, email);
    const [mine, theirs] = await Promise.all([openBell(laptop), openBell(thief)]);
    const changed = await sendForm(
      t.app,
      'POST',
      '/Account/EditProfile',
      {
        firstName: 'Sofía',
        lastName: 'Reyes Luna',
        birthday: '1995-03-14',
        pronoun: 'Ella',
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Nueva.Clave.2026',
      },
      laptop.token,
    );
    expect(changed.body.responseCode).toBe('00');
    await theirs.closed;
    await ring(laptop.userId, 'solo tú');
    await expect.poll(() => mine.heard).toEqual([{ message: 'solo tú' }]);
    expect(theirs.heard).toEqual([]);
    await mine.client.stop();
  });

  it('closes a connection when its access token expires, and the client comes back with a fresh one', async () => {
    const session = await login(t.app, 'miembro@demo.muropride.mx');
    let token = session.token;
    const client = hubClient(base, 'notification', () => token);
    const heard: unknown[] = [];
    client.on('beNotified', (payload: unknown) => heard.push(payload));
    await client.start();
    const reconnected = new Promise<void>((resolve) => client.onreconnected(() => resolve()));
    t.time.advance((ACCESS_TOKEN_MINUTES * 60 + 1) * 1000);
    // Expired: nothing is delivered to it, even before the sweep closes it.
    await ring(session.userId, 'a un token vencido');
    const renewed = await refresh(session.refreshToken);
    token = (renewed.body.data as Session).token;
    await reconnected;
    await ring(session.userId, 'de vuelta');
    await expect.poll(() => heard).toEqual([{ message: 'de vuelta' }]);
    await client.stop();
  });

  it("ends a deactivated person's access everywhere, says why at sign-in, and lets them back when reactivated", async () => {
    const email = 'carlos.mendoza@demo.muropride.mx';
    const session = await login(t.app, email);
    const bell = await openBell(session);
    await t.db.query('update users set active = false where email = $1', [email]);
    // However it was deactivated, the next renewal is refused and the whole sign-in ends with it.
    expect((await refresh(session.refreshToken)).body).toEqual({
      responseCode: '01',
      responseMessage: messages.sessionExpired,
      data: null,
    });
    expect((await settings(session.token)).status).toBe(401);
    await bell.closed;
    expect((await signIn(email)).body).toEqual({
      responseCode: '12',
      responseMessage: messages.accountInactive,
      data: null,
    });
    // A wrong password learns nothing about the account's state.
    expect((await signIn(email, 'Adivina.2026!')).body.responseMessage).toBe(messages.loginFailed);
    await t.db.query('update users set active = true where email = $1', [email]);
    expect((await signIn(email)).body.responseCode).toBe('00');
  });

  it('ends every sign-in of a company the operator deactivates, and lets its people back when reactivated', async () => {
    const ops = await login(t.app, 'ops@demo.muropride.mx');
    const created = await call(t.app, 'POST', '/BackOffice/Company', {
      token: ops.token,
      body: { ...company, ...brisaHr },
    });
    const companyId = (created.body.data as { companyId: number }).companyId;
    const hr = await login(t.app, brisaHr.username, brisaHr.password);
    const bell = await openBell(hr);
    const deactivated = await call(t.app, 'DELETE', `/BackOffice/Company/${companyId}`, { token: ops.token });
    expect(deactivated.body.responseCode).toBe('00');
    const stale = await call(t.app, 'GET', '/BackOffice/UserProfile', { token: hr.token });
    expect(stale.status).toBe(401);
    expect((await refresh(hr.refreshToken)).body.responseCode).toBe('01');
    await bell.closed;
    expect((await signIn(brisaHr.username, brisaHr.password)).body).toEqual({
      responseCode: '12',
      responseMessage: messages.companyInactive,
      data: null,
    });
    // The operator serves every company and keeps working.
    expect((await settings(ops.token)).status).toBe(200);
    const reactivated = await call(t.app, 'PUT', '/BackOffice/Company', {
      token: ops.token,
      body: { ...company, companyId, active: true },
    });
    expect(reactivated.body.responseCode).toBe('00');
    expect((await signIn(brisaHr.username, brisaHr.password)).body.responseCode).toBe('00');
  });

  it('keeps the membership paywall on the server until it is paid, then opens the same sign-in', async () => {
    const owed = await signIn('ricardo.morales@demo.muropride.mx');
    expect(owed.body.responseCode).toBe('11');
    const { token } = owed.body.data as Session;
    const walled = await call(t.app, 'GET', '/chats/contacts', { token });
    expect(walled.status).toBe(403);
    expect(walled.body).toEqual({
      responseCode: '11',
      responseMessage: messages.membershipNeeded,
      data: null,
    });
    expect((await call(t.app, 'GET', '/Account/Profile', { token })).status).toBe(200);
    const negotiate = await fetch(`${base}/hubs/chat/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(negotiate.status).toBe(401);
    const payment = await call(t.app, 'POST', '/Ecommerce/PayMembership', { token });
    expect((await decide(t.app, String(payment.body.data?.redirectUrl), 'approve')).status).toBe(303);
    expect((await call(t.app, 'GET', '/chats/contacts', { token })).status).toBe(200);
  });
});
