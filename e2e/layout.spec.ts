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

/**
 * What in the main content a person cannot reach at this width: a box that scrolls sideways, or a button or
 * link past the viewport's edge. A carousel's other slides, clipped by a box that hides its overflow, and
 * visually hidden text are meant to be out of sight.
 */
function outOfReach(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    for (const box of main.querySelectorAll<HTMLElement>('*')) {
      const { overflowX } = getComputedStyle(box);
      if ((overflowX === 'auto' || overflowX === 'scroll') && box.scrollWidth > box.clientWidth + 1)
        found.push(`${describe(box)} scrolls sideways by ${box.scrollWidth - box.clientWidth} px`);
    }
    // What shows of an element once every box that hides its overflow (a carousel) has cut it.
    const shown = (el: HTMLElement) => {
      let { left, right } = el.getBoundingClientRect();
      for (let box = el.parentElement; box && box !== main; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'hidden') continue;
        const frame = box.getBoundingClientRect();
        left = Math.max(left, frame.left);
        right = Math.min(right, frame.right);
      }
      return { left, right };
    };
    for (const el of main.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || el.closest('[aria-hidden="true"], [inert]')) continue;
      const { left, right } = shown(el);
      if (right - left <= 1) continue;
      if (left < -1 || right > window.innerWidth + 1)
        found.push(`${describe(el)} reaches ${Math.round(left)} to ${Math.round(right)} px`);
    }
    return found;
  });
}

/**
 * Visits each URL at every phone width and scans it with axe; fails listing every page that scrolls sideways,
 * holds something out of reach or has a violation.
 */
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
      for (const what of await outOfReach(page)) problems.push(`${url} at ${width} px: ${what}`);
    }
    for (const violation of await accessibilityViolations(page)) problems.push(`${url}: ${violation}`);
  }
  expect(problems).toEqual([]);
}

test('the desktop menu sits in two even rows at 1280 px', async ({ page }) => {
  await signIn(page, 'miembro@demo.muropride.mx');
  await page.setViewportSize({ width: 1280, height: 800 });
  const items = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const tops = await items.evaluateAll((all) =>
    all.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
  expect(rows).toEqual([Math.ceil(tops.length / 2), Math.floor(tops.length / 2)]);
});

test("the home's side advert leaves most of a phone's screen to the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/home');
  const advert = page.getByRole('complementary', { name: 'Publicidad' });
  await advert.scrollIntoViewIfNeeded();
  const box = await advert.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(0);
  expect(box?.height ?? 800).toBeLessThanOrEqual(800 * 0.65);
});

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
