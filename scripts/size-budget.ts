/**
 * Fails when the JavaScript the first route (/home) loads passes its gzip budget. Reads the built
 * index.html and Vite's manifest-free output: the entry script and every chunk it preloads.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

const BUDGET_KB = 200;
const dist = resolve(import.meta.dirname, '..', 'dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const html = readFileSync(indexHtml, 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
].map((m) => m[1] ?? '');
let total = 0;
for (const src of new Set(scripts)) {
  const size = gzipSync(readFileSync(join(dist, src))).length;
  total += size;
  console.log(`${src}: ${(size / 1024).toFixed(1)} KB gzip`);
}
const kb = total / 1024;
console.log(`First route JavaScript: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) process.exit(1);
