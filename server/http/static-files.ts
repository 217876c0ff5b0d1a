import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isServerPath, notFoundEnvelope } from './error-handler.js';

/** Flags, the company logo and avatars the gateway serves under /files/. */
const filesDir = join(import.meta.dirname, '..', 'files');

/** The service worker (sw.js), the Workbox runtime and the push handler it imports, at the root of dist/. */
const WORKER_FILE = /[\\/](sw|push-handler|workbox-[\w-]+)\.js$/;

/**
 * /files/ from server/files and, when built, the SPA from dist/: real files with their media types, and
 * index.html for every other GET that is not an API, hub or file path (the SPA routes it).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
  });
  const spa = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
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
  app.setNotFoundHandler((request, reply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset must stay a 404: index.html in its place breaks the page with a MIME error.
    const missingAsset = request.url.startsWith('/assets/');
    if (!spa || !readsPage || missingAsset || isServerPath(request.url)) return notFoundEnvelope(reply);
    return reply.sendFile('index.html');
  });
}
