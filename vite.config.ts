import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { moduleMockingTests } from './scripts/lib/module-mocking-tests.ts';
import { preloadFirstRoute } from './scripts/lib/preload-first-route.ts';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '8081'}`;

/** Paths the gateway answers itself (API, live hubs, files, uploads): never cached, never the SPA's page. */
const serverPaths = /^\/(api|hubs|files)(\/|$)/;

/**
 * The installable app (docs/decisions/0180-installable-app.md): a Workbox worker generated at build time and
 * registered by the app's own code (no inline script under the CSP), the web manifest with its icons.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  disable: Boolean(process.env.VITEST),
  injectRegister: false,
  registerType: 'prompt',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Muro Pride',
    short_name: 'Muro Pride',
    description: 'Muro Pride: comunidad e inclusión',
    lang: 'es-MX',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#7b2cbf',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell: the page, what index.html loads, the icons. Lazy chunks a visit loaded are kept at run time.
    globPatterns: ['index.html', 'assets/**/*.{js,css}', '*.{svg,png}'],
    manifestTransforms: [
      (entries) => {
        const html = readFileSync(new URL('./dist/index.html', import.meta.url), 'utf8');
        const shell = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
        return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)) };
      },
    ],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [serverPaths, /\/[^/?]+\.[^/]+$/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // Web Push: showing a push and opening its page on a click (public/push-handler.js, decision 0176).
    importScripts: ['/push-handler.js'],
    runtimeCaching: [
      { urlPattern: ({ url }) => serverPaths.test(url.pathname), handler: 'NetworkOnly' },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'muro-chunks', expiration: { maxEntries: 200 } },
      },
    ],
  },
};

/** The browser's bundle in dist/. */
const clientBuild = {
  outDir: 'dist',
  sourcemap: true,
  // elkjs (about 1.4 MB) is the largest chunk and loads only with the statechart studio and the survey flow.
  chunkSizeWarningLimit: 1500,
  rolldownOptions: {
    output: {
      // Code every page runs in a few files instead of dozens of small ones (docs/decisions/0166).
      codeSplitting: {
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          { name: 'mantine-core', test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/ },
          { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          // The envelope and the read helpers every page's queries use travel together, not as three tiny files.
          { name: 'gateway-reads', test: /src[\\/]api[\\/](api-error|envelope|read-query)\.ts$/ },
        ],
      },
    },
  },
};

/** Rendered tests; the ones that replace modules run isolated. */
const domTests = ['tests/flows', 'tests/features', 'tests/shared', 'tests/app', 'tests/studio'];
const domMockingTests = moduleMockingTests(fileURLToPath(new URL('.', import.meta.url)), domTests);

/** The gateway's renderer of the visitor's /home in dist-ssr/ (docs/decisions/0197-prerendered-visitor-home.md). */
const serverBuild = { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false };

/** Names the contract's shape, so a device never reads data kept under another one (decision 0301). */
const contractHash = createHash('sha256')
  .update(readFileSync(new URL('./openapi/generated/gateway.json', import.meta.url)))
  .digest('hex')
  .slice(0, 16);

export default defineConfig(({ isSsrBuild }) => ({
  define: { __CONTRACT_HASH__: JSON.stringify(contractHash) },
  plugins: isSsrBuild
    ? [react()]
    : [react(), preloadFirstRoute('src/features/home/home.page.tsx'), VitePWA(pwaOptions)],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@openapi/': fileURLToPath(new URL('./openapi/generated/', import.meta.url)),
      '@domain/': fileURLToPath(new URL('./domain/', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': gateway,
      '/hubs': { target: gateway, ws: true },
      '/files': gateway,
    },
  },
  build: isSsrBuild ? serverBuild : clientBuild,
  test: {
    // Files share their worker's modules instead of loading them again each (decision 0200). Vitest's own
    // default leaves one core free: one worker on a 2-core machine.
    isolate: false,
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/server/**/*.test.ts',
            'tests/machines/**/*.test.ts',
            'tests/scripts/**/*.test.ts',
            'tests/domain/**/*.test.ts',
          ],
          // One migrated, seeded database per run that every gateway suite copies (decision 0014).
          globalSetup: ['tests/server/support/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: domTests.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
          exclude: domMockingTests,
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: domMockingTests,
          isolate: true,
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
}));
