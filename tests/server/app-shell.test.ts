import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAreas } from '../../server/db/seed/area-seeds.js';
import { call } from './support/contract.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const [pglite] = stores;
if (!pglite) throw new Error('PGlite store missing');

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite, { config: { production: true } });
  });
  afterAll(() => t.close());

  it('does not serve the dev outbox at all', async () => {
    const { status, body } = await call(t.app, 'GET', '/dev/outbox');
    expect(status).toBe(404);
    // The contract answers a 4XX with the error envelope, not the outbox's list of mails.
    expect(body).toMatchObject({ responseCode: '04' });
  });

  it('still serves the rest of the contract', async () => {
    expect((await call(t.app, 'GET', '/BackEnd/GetCountryStateCatalog')).body.responseCode).toBe('00');
  });
});

describe('the built SPA and static files', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'muro-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Muro Pride</title></head><body></body></html>',
    );
    writeFileSync(join(dist, 'ambienteseguro.pdf'), '%PDF-1.4\n%%EOF\n');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(join(dist, 'push-handler.js'), 'self.addEventListener("push", () => {});');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    t = await createTestApp(pglite, { config: { staticDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/home', '/our-company/3/report/9', '/reset-password?email=a@b.mx&code=x'])(
    'answers the SPA route %s with index.html',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Muro Pride</title>');
    },
  );

  it("preloads in /home's document the first banner the banners call lists for visitors", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/home' })).body).not.toContain('rel="preload"');
    await seedAreas(t.db, t.time.clock);
    const banners = await call(t.app, 'GET', '/backend/CompanyHoliday/filtered/2');
    const [first] = banners.body.data as { imagePath: string }[];
    expect(first?.imagePath).toMatch(/^\/files\//);
    const home = await t.app.inject({ method: 'GET', url: '/home' });
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain(
      `<link rel="preload" as="image" href="${first?.imagePath}" fetchpriority="high"><title>`,
    );
    const other = await t.app.inject({ method: 'GET', url: '/help' });
    expect(other.body).not.toContain('rel="preload"');
  });

  it('serves static files with their media types', async () => {
    const pdf = await t.app.inject({ method: 'GET', url: '/ambienteseguro.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    // What the worker imports is checked as often, so a new push handler arrives with it.
    const handler = await t.app.inject({ method: 'GET', url: '/push-handler.js' });
    expect(handler.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await t.app.inject({ method: 'GET', url: '/files/company/muro-pride-demo.svg' });
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('keeps API, hub, file and asset paths out of the SPA', async () => {
    for (const url of [
      '/api/Nada',
      '/hubs/notification',
      '/files/flags/no-existe.svg',
      '/assets/viejo-123.js',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ responseCode: '04' });
    }
  });
});
