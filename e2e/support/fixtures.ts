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
  // Behind an open modal dialog the page sits under the overlay and takes no pointer: the target size of
  // its controls is measured where the dialog covers them, so that rule applies to the dialog alone.
  const modal = '[role="dialog"][aria-modal="true"]';
  const open = (await page.locator(modal).count()) > 0;
  // Only violations are read: axe then skips detailing what passed, most of a scan's work on a large page.
  const scan = () => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await scan()
    .withTags(WCAG_TAGS)
    .disableRules(open ? ['target-size'] : [])
    .analyze();
  const dialog = open ? (await scan().include(modal).withRules(['target-size']).analyze()).violations : [];
  return [...results.violations, ...dialog].map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** Scans the page as it is now (open dialogs first) and fails on any WCAG A/AA violation. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Specs import `test` from here; the gateway address comes from the global setup through the environment. */
export const test = base;

export function gatewayUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the gateway.');
  return url;
}

/** The newest mail sent to an address, read from the gateway's development outbox. */
export async function latestMailTo(to: string): Promise<OutboxMail> {
  const response = await fetch(`${gatewayUrl()}/api/dev/outbox`);
  const mails = (await response.json()) as OutboxMail[];
  const mail = mails.find((m) => m.to === to);
  if (!mail) throw new Error(`No mail to ${to} in the outbox`);
  return mail;
}

export { expect };
