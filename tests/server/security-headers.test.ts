import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from '../../domain/youtube-embed.js';
import { seedAreas } from '../../server/db/seed/area-seeds.js';
import { PRERENDER_BOOT_SCRIPT } from '../../server/http/visitor-home.js';
import { getAs, login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useTempFiles, useTestApp } from './support/suite.js';

const directives = (policy: unknown) =>
  Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe.each(stores)('security headers on $name', (store) => {
  const dist = useTempFiles('muro-dist-', { 'index.html': '<!doctype html><title>Muro Pride</title>' });
  const t = useTestApp(store, { config: { staticDir: dist, trustProxy: 1 }, seeds: [seedAreas] });

  it('sends the page a CSP without foreign scripts or inline ones but the boot script of the prerendered home, no framing, nosniff and a referrer policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/surveys' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual([
      "'self'",
      `'sha256-${createHash('sha256').update(PRERENDER_BOOT_SCRIPT).digest('base64')}'`,
      'https://accounts.google.com/gsi/client',
      'https://appleid.cdn-apple.com',
    ]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('admits in frame-src the host of every seeded video, each already the nocookie embed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/audience' });
    const frames: string[] = directives(page.headers['content-security-policy'])['frame-src'];
    const talks = await t.db.query<{ url: string }>('select conference_url as url from auditoriums');
    expect(talks.length).toBeGreaterThan(0);
    for (const { url } of talks) {
      expect(youtubeEmbedUrl(url)).toBe(url);
      expect(frames).toContain(new URL(url).origin);
    }
  });

  it('sends HSTS only to requests that came over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/home' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('marks API replies no-store, so a shared computer or proxy keeps no personal data', async () => {
    const member = await login(t.app, 'miembro@demo.muropride.mx');
    const profile = await getAs(t.app, '/api/Account/Profile', member.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.headers['content-security-policy']).toBeDefined();
  });

  it('never lets another origin read the API: no CORS headers, also on a preflight', async () => {
    const origin = 'https://evil.example';
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/BackEnd/GetCountryStateCatalog',
      headers: { origin },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/Account/Profile',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});
