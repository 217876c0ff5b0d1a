/**
 * First-page benchmark: the visitor's /home of the production build, served by the real gateway with its demo
 * data, beside a blank Mantine page built with the same Vite and React. Each page loads in headless Chromium
 * under Lighthouse's mobile conditions (4x CPU slowdown, 150 ms RTT, 1.6 Mbps down, 412x823 screen); the script
 * reports the JavaScript gzip size and file count, FCP and LCP (median of RUNS loads). Run `npm run build` first.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { findBrowser, howToGetABrowser } from './find-browser';
import { startGateway } from './lib/local-gateway';

const RUNS = 3;
const root = resolve(import.meta.dirname, '..');
const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

interface Figures {
  jsKb: number;
  jsFiles: number;
  fcp: number;
  lcp: number;
}

/** A page with React 19 and MantineProvider showing one heading: the floor any Mantine app starts from. */
async function buildBlankPage(): Promise<string> {
  const work = join(root, 'node_modules', '.cache', 'blank-mantine');
  mkdirSync(work, { recursive: true });
  writeFileSync(
    join(work, 'index.html'),
    '<!doctype html><html lang="es-MX"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Blank</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(work, 'main.tsx'),
    `import '@mantine/core/styles.css';
import { MantineProvider, Title } from '@mantine/core';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<MantineProvider><Title>Muro Pride</Title></MantineProvider>);`,
  );
  const outDir = join(work, 'dist');
  await build({
    root: work,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(dir, path));
    const target = file.startsWith(dir) && existsSync(file) && extname(file) ? file : join(dir, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(target)] ?? 'application/octet-stream' });
    response.end(readFileSync(target));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

async function measure(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { fcp, lcp } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: (window as unknown as { __lcp: number }).__lcp,
  }));
  const sizes = await Promise.all(scripts);
  await context.close();
  return { jsKb: sizes.reduce((a, b) => a + b, 0) / 1024, jsFiles: sizes.length, fcp, lcp };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function medianOf(browser: Browser, url: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, url));
  return {
    jsKb: median(runs.map((r) => r.jsKb)),
    jsFiles: median(runs.map((r) => r.jsFiles)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
  };
}

const executablePath = findBrowser();
if (!executablePath) {
  console.error(howToGetABrowser);
  process.exit(1);
}
if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const blankServer = await serve(await buildBlankPage());
const probe = await serve(tmpdir());
const gatewayPort = portOf(probe);
probe.close();
const dataDir = mkdtempSync(join(tmpdir(), 'muro-bench-'));
// Vite's build sets NODE_ENV=production in this process; the demo gateway runs as in `npm start`.
const gateway = await startGateway(gatewayPort, dataDir, { NODE_ENV: 'development' });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const rows: [string, Figures][] = [
    ['blank Mantine page', await medianOf(browser, `http://127.0.0.1:${portOf(blankServer)}/`)],
    ['/home as a visitor', await medianOf(browser, `http://127.0.0.1:${gatewayPort}/home`)],
  ];
  console.log('| page | JS gzip | JS files | FCP | LCP |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [name, f] of rows)
    console.log(
      `| ${name} | ${f.jsKb.toFixed(1)} KB | ${f.jsFiles} | ${Math.round(f.fcp)} ms | ${Math.round(f.lcp)} ms |`,
    );
  const [, blank] = rows[0] ?? [];
  const [, home] = rows[1] ?? [];
  if (blank && home) console.log(`LCP ratio /home : blank = ${(home.lcp / blank.lcp).toFixed(2)}`);
} finally {
  await browser.close();
  blankServer.close();
  gateway.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
