import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { storeSignedInSession } from '../scripts/lib/stored-session';
import { expect, test as journeys } from './support/fixtures';
import { startGateway } from './support/gateway';
import { DEMO_PASSWORD } from './support/session';

/**
 * Screenshot comparisons of the pages people see most, at a phone's and a desktop's width: a change that
 * breaks their layout fails here. Update the baselines on purpose with
 * `npm run test:e2e -- visual --update-snapshots` and look at the new images before committing them.
 */

/**
 * The pages are drawn from a gateway of their own with the demo data as seeded: the worker's gateway holds
 * whatever the journeys before this file added (jobs, recognitions, redemptions), which would change them.
 */
const test = journeys.extend<object, { pristine: string }>({
  pristine: [
    // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern even when empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const gateway = await startGateway(resolve(import.meta.dirname, '..'));
      await use(gateway.url);
      await gateway.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ pristine }, use) => use(pristine),
});

const WIDTHS = [390, 1280] as const;
const people = {
  member: {
    email: 'miembro@demo.muropride.mx',
    pages: [
      '/discount',
      '/provider/1',
      '/profile',
      '/surveys',
      '/shopping-history',
      '/board',
      '/rewards',
      '/redemption-history',
      '/job-bank',
      '/directory',
      '/course-view',
      '/canceled',
    ],
  },
  administrator: { email: 'rh@demo.muropride.mx', pages: ['/admin', '/admin/users'] },
  operator: { email: 'ops@demo.muropride.mx', pages: ['/operator'] },
} as const;

/** Signed in, with the cookie notice answered so it covers nothing in the screenshots. */
async function signedIn(page: Page, gateway: string, email: string) {
  await storeSignedInSession(page, gateway, email, DEMO_PASSWORD, false);
  await page.goto('/home');
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
    // Dates and times depend on when the demo data was seeded; ages, seniority and the footer's year on today.
    mask: [
      page.locator('time'),
      page.getByText(/\d{1,2}\/\d{1,2}\/\d{4}/),
      page.getByText(/^© \d{4}/),
      page.getByRole('cell', { name: /^\d{1,3}$|^\d+ años?$/ }),
      page.locator('dd').filter({ hasText: /^\d{1,3}$|^\d+ años?$/ }),
    ],
  });
}

test.describe('the main pages keep their layout', () => {
  for (const width of WIDTHS) {
    for (const [who, { email, pages }] of Object.entries(people)) {
      test(`${who} pages at ${width} px`, async ({ page, pristine }) => {
        await signedIn(page, pristine, email);
        for (const url of pages) await compare(page, url, width);
      });
    }
  }
});
