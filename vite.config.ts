import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '8081'}`;

export default defineConfig({
  plugins: [react()],
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
  build: {
    outDir: 'dist',
    sourcemap: true,
    // elkjs (about 1.4 MB) is the largest chunk and loads only with the statechart studio and the survey flow.
    chunkSizeWarningLimit: 1500,
  },
  test: {
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
          include: [
            'tests/flows/**/*.test.{ts,tsx}',
            'tests/features/**/*.test.{ts,tsx}',
            'tests/shared/**/*.test.{ts,tsx}',
            'tests/app/**/*.test.{ts,tsx}',
            'tests/studio/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
