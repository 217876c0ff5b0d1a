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
 * Runs before the first paint, in place of the entry's script tag. Someone with a stored session is not a
 * visitor: the visitor's markup goes and the app loads at once to render their own page. A visitor's page paints
 * first (its first contentful paint, as the browser reports it) and only then requests the app, so the style
 * sheets and images have the line to themselves (docs/decisions/0202-paint-before-the-app-loads.md). A page
 * that is not visible paints nothing and loads at once; after a second without a paint it stops waiting.
 * Allowed by its hash in the Content-Security-Policy. The key is the app's SESSION_KEY
 * (src/api/session-store.ts), which the gateway cannot import.
 */
export const PRERENDER_BOOT_SCRIPT = [
  '(function(entry){var root=document.getElementById("root"),started=false;',
  'function load(){if(started)return;started=true;var s=document.createElement("script");',
  's.type="module";s.crossOrigin="";s.src=entry;document.head.appendChild(s)}',
  'try{localStorage.getItem("muro.session")&&root.replaceChildren()}catch(e){}',
  'if(!root.hasChildNodes()||document.visibilityState!=="visible")return load();',
  'try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length)',
  '{observer.disconnect();load()}}).observe({type:"paint",buffered:true})}catch(e){return load()}',
  'setTimeout(load,1000)',
  '})(document.currentScript.dataset.entry)',
].join('');

export const PRERENDER_BOOT_HASH = `'sha256-${createHash('sha256').update(PRERENDER_BOOT_SCRIPT).digest('base64')}'`;

/** JSON that can sit inside a script element without ending it. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * index.html with the prerendered page in #root, its query cache beside it and the boot script after it, which
 * loads the entry instead of its script tag. The scripts' preloads go too: the page paints without them.
 */
export function withPrerenderedPage(html: string, page: PrerenderedPage): string {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  if (!entry) return html;
  const state = `<script type="application/json" id="prerender-state">${scriptSafe(page.state)}</script>`;
  const boot = `<script data-entry="${entry}">${PRERENDER_BOOT_SCRIPT}</script>`;
  const root = `<div id="root">${page.html}</div>${state}${boot}`;
  // A function, so `$&`, `$'` and the like in the page's texts (HR writes them) are inserted as they are.
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('<div id="root"></div>', () => root);
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
