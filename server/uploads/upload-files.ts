import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import { UPLOADS_URL } from './upload-store.js';

const SANDBOX = "default-src 'none'; sandbox";

/**
 * Serves stored uploads under /files/uploads/. They were checked as images when stored; nosniff and a
 * closed content security policy still keep a browser from treating one as a page.
 */
export async function registerUploadFiles(app: FastifyInstance, uploadsDir: string): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(async (files) => {
    // After the app-wide headers: the page's policy would let a stored file run as a page of the app.
    files.addHook('onSend', async (_request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', SANDBOX);
    });
    await files.register(fastifyStatic, {
      root: uploadsDir,
      prefix: `${UPLOADS_URL}/`,
      decorateReply: false,
      index: false,
      list: false,
      // Stored names are random and never reused (a replaced file gets a new name), so they never change.
      maxAge: '365d',
      immutable: true,
      dotfiles: 'deny',
    });
  });
}
