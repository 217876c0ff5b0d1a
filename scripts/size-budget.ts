/**
 * Fails when the JavaScript the first route (/home) loads passes its gzip budget. Serves dist/ on a free
 * port, opens /home in Chromium and adds up the gzip size of every script the page requested (entry, its
 * imports and the lazy route chunks), so the figure is what a visitor's browser really fetches.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { findBrowser, howToGetABrowser } from './find-browser';

const BUDGET_KB = 172;
const dist = resolve(import.meta.dirname, '..', 'dist');
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function serveDist(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = normalize(join(dist, url.pathname));
    if (url.pathname.startsWith('/api/')) {
      response.writeHead(503).end();
      return;
    }
    const target =
      file.startsWith(dist) && existsSync(file) && extname(file) ? file : join(dist, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(target)] ?? 'text/html' });
    response.end(readFileSync(target));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const executablePath = findBrowser();
if (!executablePath) {
  console.error(howToGetABrowser);
  process.exit(1);
}
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const server = await serveDist();
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' || path.endsWith('.js')) scripts.add(path);
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
  server.close();
}
