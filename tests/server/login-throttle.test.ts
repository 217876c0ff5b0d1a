import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, pairDelayMs } from '../../server/auth/login-throttle.js';
import { trustProxyFromEnv } from '../../server/config.js';
import { messages } from '../../server/messages.js';
import { call } from './support/contract.js';
import { DEMO_PASSWORD } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const throttled = { responseCode: '29', responseMessage: messages.tooManyAttempts, data: null };
const WRONG = 'Incorrecta.1';

describe('the delay rule', () => {
  it('is free for the first failures, then doubles up to the cap', () => {
    const free = LOGIN_LIMITS.freeFailuresPerPair;
    expect(pairDelayMs(free - 1)).toBe(0);
    expect(pairDelayMs(free)).toBe(1000);
    expect(pairDelayMs(free + 1)).toBe(2000);
    expect(pairDelayMs(free + 5)).toBe(32_000);
    expect(pairDelayMs(free + 40)).toBe(LOGIN_LIMITS.maxDelaySeconds * 1000);
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says which proxies', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('true')).toBe(1);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('10.0.0.1, 10.0.1.0/24')).toEqual(['10.0.0.1', '10.0.1.0/24']);
  });
});

describe.each(stores)('password guessing on $name', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(store);
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string, remoteAddress: string, headers = {}) =>
    call(t.app, 'POST', '/Auth/Login', { body: { username, password }, remoteAddress, headers });

  it('slows an attacker guessing one account from one address with growing delays', async () => {
    const victim = 'sofia.reyes@demo.muropride.mx';
    const attacker = '198.51.100.10';
    for (let i = 0; i < LOGIN_LIMITS.freeFailuresPerPair; i += 1) {
      expect((await signIn(victim, WRONG, attacker)).body.responseCode).toBe('01');
    }
    // Too soon: refused unheard, even with the right password (the guess is not even checked).
    expect((await signIn(victim, DEMO_PASSWORD, attacker)).body).toEqual(throttled);
    t.time.advance(pairDelayMs(LOGIN_LIMITS.freeFailuresPerPair));
    expect((await signIn(victim, WRONG, attacker)).body.responseCode).toBe('01');
    const next = pairDelayMs(LOGIN_LIMITS.freeFailuresPerPair + 1);
    t.time.advance(next - 1);
    expect((await signIn(victim, WRONG, attacker)).body).toEqual(throttled);
    t.time.advance(1);
    expect((await signIn(victim, WRONG, attacker)).body.responseCode).toBe('01');
  });

  it('cannot lock the owner out: the right password from another address signs in at once', async () => {
    const victim = 'carlos.mendoza@demo.muropride.mx';
    for (let failures = 0; failures < 12; failures += 1) {
      t.time.advance(pairDelayMs(failures));
      expect((await signIn(victim, WRONG, '198.51.100.20')).body.responseCode).toBe('01');
    }
    expect((await signIn(victim, WRONG, '198.51.100.20')).body).toEqual(throttled);
    const owner = await signIn(victim, DEMO_PASSWORD, '192.0.2.55');
    expect(owner.body.responseCode).toBe('00');
    // The owner's own typo from home still costs nothing.
    expect((await signIn(victim, WRONG, '192.0.2.55')).body.responseCode).toBe('01');
    expect((await signIn(victim, DEMO_PASSWORD, '192.0.2.55')).body.responseCode).toBe('00');
  });

  it('lets a whole office behind one NAT mistype and still sign in', async () => {
    const office = '203.0.113.80';
    for (let i = 0; i < 60; i += 1) {
      expect((await signIn(`persona${i}@demo.muropride.mx`, WRONG, office)).body.responseCode).toBe('01');
    }
    expect((await signIn('rh@demo.muropride.mx', DEMO_PASSWORD, office)).body.responseCode).toBe('00');
  });

  it('stops an address spraying many accounts, and only that address', async () => {
    const sprayer = '203.0.113.90';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      await signIn(`objetivo${i}@demo.muropride.mx`, WRONG, sprayer);
    }
    expect((await signIn('ops@demo.muropride.mx', DEMO_PASSWORD, sprayer)).body).toEqual(throttled);
    expect((await signIn('ops@demo.muropride.mx', DEMO_PASSWORD, '203.0.113.91')).body.responseCode).toBe(
      '00',
    );
    t.time.advance(LOGIN_LIMITS.addressWindowMinutes * 60_000 + 1000);
    expect((await signIn('ops@demo.muropride.mx', DEMO_PASSWORD, sprayer)).body.responseCode).toBe('00');
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: rotating it does not reset the delay', async () => {
    const victim = 'alejandro.cruz@demo.muropride.mx';
    for (let i = 0; i < LOGIN_LIMITS.freeFailuresPerPair; i += 1) {
      await signIn(victim, WRONG, '198.51.100.30', { 'x-forwarded-for': `10.9.0.${i}` });
    }
    const forged = await signIn(victim, WRONG, '198.51.100.30', { 'x-forwarded-for': '10.9.9.9' });
    expect(forged.body).toEqual(throttled);
  });
});

describe.each(stores)('password guessing behind a trusted proxy on $name', (store) => {
  let t: TestApp;
  const proxy = '10.0.0.1';
  beforeAll(async () => {
    t = await createTestApp(store, { config: { trustProxy: 1 } });
  });
  afterAll(() => t.close());

  const viaProxy = (username: string, password: string, forwardedFor: string) =>
    call(t.app, 'POST', '/Auth/Login', {
      body: { username, password },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts the address the proxy saw, not the one the client wrote before it', async () => {
    const victim = 'miembro@demo.muropride.mx';
    for (let i = 0; i < LOGIN_LIMITS.freeFailuresPerPair; i += 1) {
      await viaProxy(victim, WRONG, `10.8.0.${i}, 198.51.100.40`);
    }
    expect((await viaProxy(victim, WRONG, '10.8.8.8, 198.51.100.40')).body).toEqual(throttled);
    // Another client behind the same proxy is a different address: the owner still signs in.
    expect((await viaProxy(victim, DEMO_PASSWORD, '192.0.2.77')).body.responseCode).toBe('00');
  });
});
