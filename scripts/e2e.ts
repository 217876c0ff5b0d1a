/** Runs the Playwright specs under e2e/ against the built SPA and a real gateway with a throwaway database. */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { findBrowser, howToGetABrowser } from './find-browser';

const root = resolve(import.meta.dirname, '..');
const browser = findBrowser();
if (!browser) {
  console.error(howToGetABrowser);
  process.exit(1);
}
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'playwright'),
  ['test', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: browser },
  },
);
process.exit(result.status ?? 1);
