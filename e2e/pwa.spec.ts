import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: 'allow' });

async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

async function helpShell(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The cookie banner covers part of the page: answered once, it stays away for the whole test. */
async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'Aceptar' }).click();
}

async function homeShell(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // The home widgets arrive after the heading; a scan while they move measures a layout no one sees.
  await page.waitForLoadState('networkidle');
}

test('the web manifest makes the app installable', async ({ request }) => {
  const html = await (await request.get('/home')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Muro Pride', start_url: '/', display: 'standalone' });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === undefined);
    expect(icon?.type).toBe('image/png');
    const file = await request.get(icon?.src ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('Chromium finds the app installable once the worker controls it', async ({ page, context }) => {
  await page.goto('/home');
  await homeShell(page);
  await controlledByWorker(page);

  // Chromium's own check, the one Lighthouse's installable-manifest audit reported.
  const devtools = await context.newCDPSession(page);
  const manifest = await devtools.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  // A Playwright context is an off-the-record profile, where Chromium never installs; nothing else may fail.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  await devtools.detach();
});

test('the worker takes control and the shell opens offline with a page already seen', async ({
  page,
  context,
}) => {
  await page.goto('/help');
  await helpShell(page);
  await acceptCookies(page);
  await controlledByWorker(page);
  await expectAccessible(page);

  // Seen while the worker is in control, so its code is kept for offline use.
  await page.reload();
  await helpShell(page);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const offline = await page.reload();
  expect(offline?.fromServiceWorker()).toBe(true);
  await helpShell(page);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expectAccessible(page);

  // API replies are never taken from a cache: offline they fail.
  const api = await page.evaluate(() =>
    fetch('/api/Home/Widgets').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');
  await context.setOffline(false);
});

const WORKER_FILE = resolve(import.meta.dirname, '..', 'dist', 'sw.js');

test("a new worker shows 'Actualización disponible' and dismissing it reloads into it", async ({ page }) => {
  // A page without the home carousels, whose slides overlap their neighbours while they move.
  await page.goto('/help');
  await helpShell(page);
  await acceptCookies(page);
  await controlledByWorker(page);

  // The next build: the gateway serves a worker file that differs by one comment (restored below).
  const original = readFileSync(WORKER_FILE, 'utf8');
  writeFileSync(WORKER_FILE, `${original}\n// siguiente versión\n`);
  try {
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(page.getByRole('alert').filter({ hasText: 'Actualización disponible' })).toBeVisible();
  } finally {
    writeFileSync(WORKER_FILE, original);
  }

  const notice = page.getByRole('alert').filter({ hasText: 'Actualización disponible' });
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting))).toBe(
    true,
  );
  await expectAccessible(page);

  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Cerrar aviso y cargar la nueva versión' }).click();
  await reloaded;
  await helpShell(page);
  await controlledByWorker(page);
  const after = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: !!registration?.waiting, caches: await caches.keys() };
  });
  expect(after.waiting).toBe(false);
  expect(after.caches.some((name) => name.startsWith('workbox-precache'))).toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: 'Actualización disponible' })).toHaveCount(0);
  await expectAccessible(page);
});
