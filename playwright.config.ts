import { defineConfig } from '@playwright/test';
import { findBrowser } from './scripts/find-browser';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  // Each worker has its own gateway and database (e2e/support/global-setup.ts); files run in order within one.
  workers: 2,
  retries: 0,
  // Generous for a loaded machine: two workers, their gateways and browsers share two cores, and a journey
  // that takes 40 s alone has taken over 120 s in CI. Assertions are unchanged; only waiting is longer.
  timeout: 240_000,
  // Baselines live beside the specs, one per page and width; a small tolerance absorbs anti-aliasing.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    timeout: 20_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
  },
  globalSetup: './e2e/support/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    // A service worker would answer requests before page.route sees them; e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findBrowser(),
      args: [
        '--no-sandbox',
        // Only the portal is under test, and a CI machine may have no internet: a request to another site (the
        // help page's video) fails at once instead of waiting on a connection, which kept 'networkidle' away.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
