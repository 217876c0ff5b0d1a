import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG A/AA violations on the page once it is still, one line each. A dialog fading in is half
 * transparent, so a scan during its transition would measure colours no one sees when it settles.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Endless ones (a spinner) never finish and hide nothing.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Behind an open modal dialog the page sits under the overlay and takes no pointer. A panel the person opened
  // (the bell's list) covers what lies under it only until it closes, and WCAG 2.5.8 measures targets as they
  // are when nothing the person revealed hides them. Either way, the target size of the page's controls would
  // be measured where the dialog covers them, so while one is open that rule applies to the dialog alone.
  const panel = '[role="dialog"]';
  const open = (await page.locator(`${panel}:visible`).count()) > 0;
  // Only violations are read: axe then skips detailing what passed, most of a scan's work on a large page.
  // Legacy mode runs axe in the page itself instead of finishing each scan in a new blank page, which took
  // most of a scan's time; what it gives up is cross-origin frames (a video player), which are not ours.
  const scan = () => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  const results = await scan()
    .withTags(WCAG_TAGS)
    .disableRules(open ? ['target-size'] : [])
    .analyze();
  const inDialog = () => scan().include(panel).withRules(['target-size']).analyze();
  // A dialog that was closing when counted may be gone by now: the page is then scanned again as it is.
  const gone = async (error: unknown) => {
    if ((await page.locator(`${panel}:visible`).count()) > 0) throw error;
    return null;
  };
  const dialog = open ? await inDialog().catch(gone) : { violations: [] };
  if (dialog === null) return accessibilityViolations(page);
  return [...results.violations, ...dialog.violations].map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * Scans the page as it is now (open dialogs first) and fails on any WCAG A/AA violation. A page still laying
 * itself out (an image arriving moves the boxes under it) can show two boxes overlapping for a moment, so a scan
 * that finds anything is taken again once the page has had a moment to settle: what is really there stays.
 */
export async function expectAccessible(page: Page): Promise<void> {
  if ((await accessibilityViolations(page)).length === 0) return;
  await page.waitForTimeout(1000);
  expect(await accessibilityViolations(page)).toEqual([]);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The global setup's gateway of this worker (e2e/support/global-setup.ts): its address or its data directory. */
function ofThisWorker(name: 'E2E_BASE_URL' | 'E2E_DATA_DIR'): string {
  // Playwright numbers the workers running at once from 0 and tells each its number.
  const value = process.env[`${name}_${process.env.TEST_PARALLEL_INDEX ?? '0'}`];
  if (!value) throw new Error(`${name} is not set: the global setup did not start this worker's gateway.`);
  return value;
}

export function gatewayUrl(): string {
  return ofThisWorker('E2E_BASE_URL');
}

export function gatewayDataDir(): string {
  return ofThisWorker('E2E_DATA_DIR');
}

/** Specs import `test` from here: pages open on their worker's own gateway. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern even when empty.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(gatewayUrl()),
});

/**
 * The newest mail sent to an address (matching `subject` when given), read from the gateway's development
 * outbox. Some mail leaves after the reply (registration, reset links), so the outbox is read until it comes.
 */
export async function latestMailTo(to: string, subject?: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${gatewayUrl()}/api/dev/outbox`);
        const mails = (await response.json()) as OutboxMail[];
        found = mails.find((m) => m.to === to && (subject === undefined || m.subject === subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} in the outbox`, timeout: 5_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail to ${to} in the outbox`);
  return found;
}

export { expect };
