/**
 * Finds a Chromium for the end-to-end tests, in this order: CHROMIUM_PATH, /usr/bin/chromium, the browser
 * Playwright installed itself. Returns undefined when none is present.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export function findBrowser(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', playwrightChromium()];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export const howToGetABrowser = [
  'No Chromium was found for the end-to-end tests. Any one of these works:',
  '  - Debian/Ubuntu: sudo apt-get install -y chromium',
  '  - point CHROMIUM_PATH at a Chromium or Chrome binary',
  '  - npx playwright install chromium (where downloads are allowed)',
].join('\n');
