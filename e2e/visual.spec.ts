import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

/**
 * Screenshot comparisons of the pages people see most, at a phone's and a desktop's width: a change that
 * breaks their layout fails here. Update the baselines on purpose with
 * `npm run test:e2e -- visual --update-snapshots` and look at the new images before committing them.
 */

// A member whose orders and surveys no other spec changes, so her pages stay as seeded.
const MEMBER = 'miembro@demo.muropride.mx';
const HR = 'rh@demo.muropride.mx';
const WIDTHS = [390, 1280] as const;
const memberPages = ['/discount', '/provider/1', '/profile', '/surveys', '/shopping-history'] as const;

/** Signed in, with the cookie notice answered so it covers nothing in the screenshots. */
async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await page.getByRole('button', { name: 'Aceptar' }).click();
}

async function compare(page: Page, url: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Cargando' })).toHaveCount(0);
  // Every image drawn, so a slow file never looks like a layout change.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const name = `${url.replace(/^\//, '').replace(/\W+/g, '-') || 'home'}-${width}.png`;
  await expect(page).toHaveScreenshot(name, {
    fullPage: true,
    // Order dates and times depend on when the demo data was seeded.
    mask: [page.locator('time'), page.getByText(/\d{1,2}\/\d{1,2}\/\d{4}/)],
  });
}

test.describe('the main pages keep their layout', () => {
  for (const width of WIDTHS) {
    test(`member pages at ${width} px`, async ({ page }) => {
      await signedIn(page, MEMBER);
      for (const url of memberPages) await compare(page, url, width);
    });

    test(`administrator console at ${width} px`, async ({ page }) => {
      await signedIn(page, HR);
      await compare(page, '/admin', width);
    });
  }
});
