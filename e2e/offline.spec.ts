import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signIn } from './support/session';

// The rest of the suite blocks service workers (playwright.config.ts); offline pages need theirs.
test.use({ serviceWorkers: 'allow' });

const MEMBER = 'miembro@demo.muropride.mx';
const NOTICE = 'Sin conexión: mostrando lo último guardado';

async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** What the device holds for offline use (src/app/offline/device-shelf.ts), by entry. */
function keptOnDevice(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open('muro-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('paginas')) return resolve({});
          const all: Record<string, string> = {};
          const cursor = db.transaction('paginas').objectStore('paginas').openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return resolve(all);
            all[String(at.key)] = String(at.value);
            at.continue();
          };
        };
      }),
  );
}

test('a page already seen opens offline with its last data; one never seen offers a retry', async ({
  page,
  context,
}) => {
  await signIn(page, MEMBER, { at: '/rewards' });
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await controlledByWorker(page);
  // Seen while the worker is in control, so the page's code is kept too.
  await page.reload();
  const balance = page.getByText(/^Tienes [\d,]+ puntos$/);
  await expect(balance).toBeVisible();
  const points = await balance.innerText();
  await expect
    .poll(async () => Object.entries(await keptOnDevice(page)))
    .toContainEqual([expect.stringMatching(/^persona-\d+$/), expect.stringContaining('"rewards"')]);
  const kept = Object.values(await keptOnDevice(page)).join('');
  expect(kept).not.toContain('"chat"');

  // The access token is due for renewal while offline: the sign-in must stay all the same.
  const renewBy = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('muro.session') ?? '{}') as { refreshAt: number };
    localStorage.setItem('muro.session', JSON.stringify({ ...session, refreshAt: Date.now() - 1000 }));
    return session.refreshAt;
  });
  expect(renewBy).toBeGreaterThan(0);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByText(points, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Never opened on this device: its code and data are not here.
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Bolsa de trabajo' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Volver a intentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bolsa de trabajo' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toHaveCount(0);
  // Back online, the sign-in is renewed.
  await expect
    .poll(() =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem('muro.session') ?? '{}') as { refreshAt: number }).refreshAt,
      ),
    )
    .toBeGreaterThan(Date.now());
});

test('signing out leaves nothing of the person on the device', async ({ page }) => {
  await signIn(page, MEMBER, { at: '/rewards' });
  await expect(page.getByText(/^Tienes [\d,]+ puntos$/)).toBeVisible();
  await expect.poll(async () => Object.keys(await keptOnDevice(page)).length).toBe(1);

  await page.goto('/logout');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expect.poll(async () => Object.keys(await keptOnDevice(page)).length).toBe(0);
});
