import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { seedAreas } from '../../server/db/seed/area-seeds.js';
import { PRERENDER_BOOT_SCRIPT } from '../../server/http/visitor-home.js';
import { solidPng } from './profile-support/png.js';
import { sendForm } from './support/forms.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useTempFiles, useTestApp } from './support/suite.js';

const INDEX = [
  '<!doctype html><html><head><title>Muro Pride</title>',
  // Above the size from which replies are compressed.
  `<meta name="description" content="${'Muro Pride: comunidad e inclusión. '.repeat(40)}">`,
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

/**
 * Stands in for dist-ssr's bundle: renders from the banners call, their descriptions escaped as React escapes
 * them and kept in the state as the query cache keeps them, and fails when asked to.
 */
const RENDERER = `
const escape = (text) => text.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderVisitorHome(url, load) {
  if (url.includes('fail')) throw new Error('render failed');
  const banners = await load('/api/backend/CompanyHoliday/filtered/2');
  const path = new URL(url).pathname;
  const items = banners.map((b) => '<li>' + escape(b.description) + '</li>').join('');
  return {
    html: '<main data-path="' + path + '">' + banners.length + ' banners<ul>' + items + '</ul></main>',
    state: JSON.stringify({ count: banners.length, note: '</script>', banners: banners.map((b) => b.description) }),
  };
}`;

/** Every replacement pattern String.replace knows, as HR might type them in a banner's description. */
const PATTERNS = "Orgullo $' $` $& $1 $<nombre> $$ fin";

describe.each(stores)("the gateway's prerendered visitor home on $name", (store) => {
  const build = useTempFiles('muro-build-', {
    'dist/index.html': INDEX,
    'dist-ssr/render-visitor-home.js': RENDERER,
  });
  const t = useTestApp(store, { config: { staticDir: join(build, 'dist') }, seeds: [seedAreas] });

  it("puts the page rendered from the gateway's own calls in #root, with its cache and the boot script that loads the entry, and no script tags of its own", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /<div id="root"><main data-path="\/home">[1-9]\d* banners<ul>(<li>[^<]*<\/li>)+<\/ul><\/main><\/div>/,
    );
    expect(page.body).toContain(`<script data-entry="/assets/index-1.js">${PRERENDER_BOOT_SCRIPT}</script>`);
    expect(page.body).toMatch(
      /<script type="application\/json" id="prerender-state">\{"count":[1-9]\d*,"note":"\\u003c\/script>","banners":\[.+\]\}<\/script>/,
    );
    expect(page.body).not.toContain('modulepreload');
    expect(page.body).not.toContain('<script type="module"');
  });

  it('inserts an HR banner text full of replacement patterns literally, in the markup and in the cache', async () => {
    const hr = await login(t.app, 'rh@demo.muropride.mx');
    const today = dayIn(t.time.clock());
    const created = await sendForm(
      t.app,
      'POST',
      '/backoffice/CompanyHoliday',
      {
        description: PATTERNS,
        date: today,
        startDate: today,
        endDate: today,
        typeId: '2',
        link: 'https://muropride.mx/orgullo',
        imageFile: { data: solidPng(2200, 950), name: 'orgullo.png', type: 'image/png' },
      },
      hr.token,
    );
    expect(created.body.responseCode, created.body.responseMessage).toBe('00');

    const page = await t.app.inject({ method: 'GET', url: '/home' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<li>Orgullo $&#39; $` $&#38; $1 $&#60;nombre&#62; $$ fin</li>');
    expect(page.body).toContain(JSON.stringify(PATTERNS).replaceAll('<', '\\u003c'));
    // Nothing of the template was copied in where a pattern stood.
    expect(page.body.match(/<\/html>/g)).toHaveLength(1);
    expect(page.body.match(/<div id="root">/g)).toHaveLength(1);
    expect(page.body.endsWith('</body></html>')).toBe(true);
  });

  it("inserts the first banner's address literally in its preload, a `$` and all", async () => {
    await t.db.query("update company_holidays set image_path = image_path || '?v=$''$&' where type_id = 2");
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    expect(page.body).toMatch(
      /<link rel="preload" as="image" href="\/files\/[^"]+\?v=\$'\$&amp;" fetchpriority="high"><title>Muro Pride<\/title>/,
    );
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
