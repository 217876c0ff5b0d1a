import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, expectAccessible, test } from './support/fixtures';
import { routeSamples } from './support/route-samples';
import { signIn } from './support/session';

const PHONE_WIDTHS = [360, 390] as const;

/**
 * Waits until the page's code and data have arrived: no request in flight and no loader shown. A step
 * indicator is a progress bar with a value; a loader has none.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
}

/** The page's width beyond the viewport, in px (0 when nothing scrolls sideways). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Visits each URL at every phone width and scans it with axe; fails listing every page that scrolls sideways or has a violation. */
async function checkRoutes(page: Page, urls: readonly string[]) {
  test.setTimeout(urls.length * 15_000);
  const problems: string[] = [];
  for (const url of urls) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 780 });
    await page.goto(url);
    await settle(page);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 780 });
      const extra = await overflow(page);
      if (extra > 0) problems.push(`${url} at ${width} px: ${extra} px too wide (${page.url()})`);
    }
    for (const violation of await accessibilityViolations(page)) problems.push(`${url}: ${violation}`);
  }
  expect(problems).toEqual([]);
}

test.describe('every page fits a phone without sideways scroll', () => {
  test('as a visitor', async ({ page }) => {
    await checkRoutes(page, routeSamples.visitor);
  });

  test('as a member, with the header menu in a drawer', async ({ page }) => {
    await signIn(page, 'miembro@demo.muropride.mx');
    await page.setViewportSize({ width: 390, height: 780 });
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Mi perfil' })).toBeHidden();
    const burger = banner.getByRole('button', { name: 'Abrir menú' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByRole('link', { name: 'Mi perfil' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
    await checkRoutes(page, routeSamples.member);
  });

  test('as HR in the administrator console', async ({ page }) => {
    await signIn(page, 'rh@demo.muropride.mx');
    await checkRoutes(page, routeSamples.admin);
  });

  test('as the operator in the operator console', async ({ page }) => {
    await signIn(page, 'ops@demo.muropride.mx');
    await checkRoutes(page, routeSamples.operator);
  });
});
