/**
 * First-page benchmark: Lighthouse (mobile, its default simulated throttling) on the visitor's and a member's
 * /home of the production build, served by the real gateway with its demo data, beside a blank Mantine page built
 * with the same Vite and React and served with the same compression. Reports the score, FCP, LCP, TBT, CLS and the
 * JavaScript it loaded (median of RUNS runs) and the LCP ratio to the blank page. Run `npm run build` first.
 */
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify, { type FastifyInstance } from 'fastify';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { build } from 'vite';
import { findBrowser, howToGetABrowser } from './find-browser';
import { freePort, startGateway } from './lib/local-gateway';
import { storeSignedInSession } from './lib/stored-session';

const RUNS = 3;
const MEMBER = 'miembro@demo.muropride.mx';
const PASSWORD = 'Demo.2026!';
const root = resolve(import.meta.dirname, '..');

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
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

/** The blank page served as the gateway serves the portal: static files, compressed. */
async function serveBlank(dir: string, port: number): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyStatic, { root: dir });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

async function run(context: BrowserContext, port: number, url: string, member: boolean): Promise<Figures> {
  if (member) {
    // Lighthouse keeps the storage (the session) then, so the caches and the service worker go here instead.
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.close();
  }
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    disableStorageReset: member,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const requests = (
    audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const js = (requests ?? []).filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? 0,
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    jsKb: js.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function medianOf(
  context: BrowserContext,
  port: number,
  url: string,
  member = false,
): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await run(context, port, url, member));
  const of = (key: keyof Figures) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    jsKb: of('jsKb'),
  };
}

const executablePath = findBrowser();
if (!executablePath) {
  console.error(howToGetABrowser);
  process.exit(1);
}
if (!existsSync(join(root, 'dist', 'index.html')) || !existsSync(join(root, 'dist-ssr'))) {
  console.error('dist/ or dist-ssr/ is missing: run `npm run build` first.');
  process.exit(1);
}
const blankPort = await freePort();
const blank = await serveBlank(await buildBlankPage(), blankPort);
const gatewayPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'muro-bench-'));
const profile = mkdtempSync(join(tmpdir(), 'muro-bench-profile-'));
// Vite's build sets NODE_ENV=production in this process; the demo gateway runs as in `npm start`.
const gateway = await startGateway(gatewayPort, dataDir, { NODE_ENV: 'development' });
const debuggingPort = await freePort();
// One persistent profile that Lighthouse drives through the debugging port, so a stored session reaches it.
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
});
try {
  const origin = `http://127.0.0.1:${gatewayPort}`;
  const rows: [string, Figures][] = [
    ['blank Mantine page', await medianOf(context, debuggingPort, `http://127.0.0.1:${blankPort}/`)],
    ['/home as a visitor', await medianOf(context, debuggingPort, `${origin}/home`)],
  ];
  const page = await context.newPage();
  await storeSignedInSession(page, origin, MEMBER, PASSWORD);
  await page.close();
  rows.push(['/home as a member', await medianOf(context, debuggingPort, `${origin}/home`, true)]);
  console.log('| page | score | FCP | LCP | TBT | CLS | JS (transfer) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, f] of rows) {
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `| ${name} | ${f.score} | ${ms(f.fcp)} | ${ms(f.lcp)} | ${ms(f.tbt)} | ${f.cls.toFixed(3)} | ${f.jsKb.toFixed(1)} KB |`,
    );
  }
  const lcpOf = (name: string) => rows.find(([row]) => row === name)?.[1].lcp ?? 0;
  const floor = lcpOf('blank Mantine page');
  for (const name of ['/home as a visitor', '/home as a member'])
    console.log(`LCP ratio ${name} : blank = ${(lcpOf(name) / floor).toFixed(2)}`);
} finally {
  await context.close();
  await blank.close();
  gateway.kill();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
