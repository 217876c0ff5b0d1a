/**
 * Fails when the JavaScript the first route (/home) loads passes its gzip budget. Starts the real gateway on
 * the build with its demo data (so the page is the one a visitor gets, prerendered, with its real height), opens
 * /home in Chromium and adds up the gzip size of every script the page requested (entry, its imports and the
 * lazy route chunks), so the figure is what a visitor's browser really fetches.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { findBrowser, howToGetABrowser } from './find-browser';
import { freePort, startGateway } from './lib/local-gateway';

const BUDGET_KB = 170;
const dist = resolve(import.meta.dirname, '..', 'dist');

const executablePath = findBrowser();
if (!executablePath) {
  console.error(howToGetABrowser);
  process.exit(1);
}
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'muro-budget-'));
const gateway = await startGateway(port, dataDir, { NODE_ENV: 'development', LOG_LEVEL: 'silent' });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && existsSync(join(dist, path))) scripts.add(path);
  });
  await page.goto(`http://127.0.0.1:${port}/home`, { waitUntil: 'networkidle' });
  let total = 0;
  for (const path of [...scripts].sort()) {
    const size = gzipSync(readFileSync(join(dist, path))).length;
    total += size;
    console.log(`${path}: ${(size / 1024).toFixed(1)} KB gzip`);
  }
  const kb = total / 1024;
  console.log(`First route (/home) JavaScript: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
  if (kb > BUDGET_KB) process.exitCode = 1;
} finally {
  await browser.close();
  gateway.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
