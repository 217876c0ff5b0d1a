/**
 * Starts a gateway (serving the built SPA) for each Playwright worker, on a free port with a temporary data
 * directory, and stops them and removes the directories when the run ends. Specs read a worker's address and
 * directory through `gatewayUrl()` and `gatewayDataDir()` (e2e/support/fixtures.ts).
 */
import type { FullConfig } from '@playwright/test';
import { resolve } from 'node:path';
import { startGateway } from './gateway';

/** One gateway per worker, so journeys running side by side never share data. */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '..', '..');
  const gateways = await Promise.all(Array.from({ length: config.workers }, () => startGateway(root)));
  gateways.forEach((gateway, index) => {
    process.env[`E2E_BASE_URL_${index}`] = gateway.url;
    process.env[`E2E_DATA_DIR_${index}`] = gateway.dataDir;
  });
  return async () => {
    await Promise.all(gateways.map((gateway) => gateway.stop()));
  };
}
