import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What dist-ssr/render-visitor-home.js gives back (src/prerender/render-visitor-home.tsx). */
interface PrerenderedPage {
  html: string;
  state: string;
}

type RenderVisitorHome = (url: string, load: (path: string) => Promise<unknown>) => Promise<PrerenderedPage>;

/** Renders a visitor's /home for the address asked for; null when it cannot (then the plain page serves). */
type HomeRenderer = (url: string) => Promise<PrerenderedPage | null>;

/**
 * Runs before the first paint: someone with a stored session is not a visitor, so the visitor's markup goes and
 * the app renders their own page. Allowed by its hash in the Content-Security-Policy. The key is the app's
 * SESSION_KEY (src/api/session-store.ts), which the gateway cannot import.
 */
export const MEMBER_GUARD_SCRIPT =
  "try{localStorage.getItem('muro.session')&&document.getElementById('root').replaceChildren()}catch(e){}";

export const MEMBER_GUARD_HASH = `'sha256-${createHash('sha256').update(MEMBER_GUARD_SCRIPT).digest('base64')}'`;

/** JSON that can sit inside a script element without ending it. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * index.html with the prerendered page in #root, its query cache beside it and the member guard after it. The
 * scripts' preloads go: the page paints without them, and its images should not share the line with them.
 */
export function withPrerenderedPage(html: string, page: PrerenderedPage): string {
  const state = `<script type="application/json" id="prerender-state">${scriptSafe(page.state)}</script>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script>${MEMBER_GUARD_SCRIPT}</script>${state}`,
    );
}

interface EnvelopeReply {
  responseCode?: string;
  data?: unknown;
}

/**
 * The renderer built into dist-ssr/ beside dist/, reading the gateway's own calls through inject; null when the
 * build has no renderer (API-only tests, a bundle built without it).
 */
export async function loadHomeRenderer(
  app: FastifyInstance,
  staticDir: string,
): Promise<HomeRenderer | null> {
  const file = join(staticDir, '..', 'dist-ssr', 'render-visitor-home.js');
  if (!existsSync(file)) return null;
  const { renderVisitorHome } = (await import(pathToFileURL(file).href)) as {
    renderVisitorHome: RenderVisitorHome;
  };
  const load = async (path: string) => {
    const reply = await app.inject({ method: 'GET', url: path });
    const body = reply.json<EnvelopeReply>();
    if (reply.statusCode !== 200 || body.responseCode !== '00')
      throw new Error(`${path}: ${reply.statusCode}`);
    return body.data;
  };
  return async (url) => {
    try {
      return await renderVisitorHome(new URL(url, 'http://localhost').href, load);
    } catch (error) {
      app.log.warn({ err: error }, 'the visitor home could not be prerendered');
      return null;
    }
  };
}
