import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAreas } from '../../server/db/seed/area-seeds.js';
import { PRERENDER_BOOT_SCRIPT } from '../../server/http/visitor-home.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const [pglite] = stores;
if (!pglite) throw new Error('PGlite store missing');

const INDEX = [
  '<!doctype html><html><head><title>Muro Pride</title>',
  // Above the size from which replies are compressed.
  `<meta name="description" content="${'Muro Pride: comunidad e inclusión. '.repeat(40)}">`,
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

/** Stands in for dist-ssr's bundle: renders from the banners call and fails when asked to. */
const RENDERER = `
export async function renderVisitorHome(url, load) {
  if (url.includes('fail')) throw new Error('render failed');
  const banners = await load('/api/backend/CompanyHoliday/filtered/2');
  const path = new URL(url).pathname;
  return { html: '<main data-path="' + path + '">' + banners.length + ' banners</main>', state: JSON.stringify({ count: banners.length, note: '</script>' }) };
}`;

describe("the gateway's prerendered visitor home", () => {
  let t: TestApp;
  let build: string;
  beforeAll(async () => {
    build = mkdtempSync(join(tmpdir(), 'muro-build-'));
    mkdirSync(join(build, 'dist'));
    mkdirSync(join(build, 'dist-ssr'));
    writeFileSync(join(build, 'dist', 'index.html'), INDEX);
    writeFileSync(join(build, 'dist-ssr', 'render-visitor-home.js'), RENDERER);
    t = await createTestApp(pglite, { config: { staticDir: join(build, 'dist') } });
    await seedAreas(t.db, t.time.clock);
  });
  afterAll(async () => {
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  it("puts the page rendered from the gateway's own calls in #root, with its cache and the boot script that loads the entry, and no script tags of its own", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<div id="root"><main data-path="\/home">[1-9]\d* banners<\/main><\/div>/);
    expect(page.body).toContain(`<script data-entry="/assets/index-1.js">${PRERENDER_BOOT_SCRIPT}</script>`);
    expect(page.body).toMatch(
      /<script type="application\/json" id="prerender-state">\{"count":[1-9]\d*,"note":"\\u003c\/script>"\}<\/script>/,
    );
    expect(page.body).not.toContain('modulepreload');
    expect(page.body).not.toContain('<script type="module"');
  });

  it('serves every other route, and a home that could not be rendered, as the plain page', async () => {
    for (const url of ['/surveys', '/home?fail=1']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('prerender-state');
    }
  });

  it('compresses the page for a browser that accepts brotli', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('prerender-state');
  });
});
