import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isServerPath, notFoundEnvelope } from './error-handler.js';
import { loadHomeRenderer, withPrerenderedPage } from './visitor-home.js';

/** Flags, the company logo and avatars the gateway serves under /files/. */
const filesDir = join(import.meta.dirname, '..', 'files');

/** The service worker (sw.js), the Workbox runtime and the push handler it imports, at the root of dist/. */
const WORKER_FILE = /[\\/](sw|push-handler|workbox-[\w-]+)\.js$/;

/** The visitors' home page, whose first banner is its largest image. */
const HOME_PATH = /^\/home\/?(\?|$)/;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with a preload for the first home banner, so its download starts with the page's scripts
 * instead of after them and the banners call (docs/decisions/0167-home-banner-preload.md).
 */
async function homeDocument(staticDir: string, banner: string | null): Promise<string> {
  const html = await readFile(join(staticDir, 'index.html'), 'utf8');
  if (!banner) return html;
  const link = `<link rel="preload" as="image" href="${attribute(banner)}" fetchpriority="high">`;
  // Ahead of the scripts' preloads, which would otherwise take the connections first; a function, so a `$` in
  // the address is inserted as it is.
  return html.replace('<title>', () => `${link}<title>`);
}

/**
 * /files/ from server/files and, when built, the SPA from dist/: real files with their media types, and
 * index.html for every other GET that is not an API, hub or file path (the SPA routes it).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  staticDir: string | undefined,
  /** The first banner a visitor's /home shows (null: none published). */
  homeBanner: () => Promise<string | null> = async () => null,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
  });
  const spa = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  const renderHome = spa ? await loadHomeRenderer(app, staticDir) : null;
  if (spa) {
    const assets = join(staticDir, 'assets');
    // Vite puts a content hash in every name under assets/, so those never change.
    if (existsSync(assets)) {
      await app.register(fastifyStatic, {
        root: assets,
        prefix: '/assets/',
        decorateReply: false,
        index: false,
        maxAge: '365d',
        immutable: true,
      });
    }
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      index: 'index.html',
      // The service worker and its runtime are checked on every visit so an update reaches people at once.
      setHeaders: (reply, path) => {
        if (WORKER_FILE.test(path)) reply.header('Cache-Control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset must stay a 404: index.html in its place breaks the page with a MIME error.
    const missingAsset = request.url.startsWith('/assets/');
    if (!spa || !readsPage || missingAsset || isServerPath(request.url)) return notFoundEnvelope(reply);
    if (request.method === 'GET' && HOME_PATH.test(request.url)) {
      const [banner, page] = await Promise.all([
        homeBanner().catch(() => null),
        renderHome ? renderHome(request.url) : null,
      ]);
      const html = await homeDocument(staticDir, banner);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(page ? withPrerenderedPage(html, page) : html);
    }
    return reply.sendFile('index.html');
  });
}
