/**
 * Starts a gateway (serving the built SPA) for each Playwright worker, on a free port with a temporary data
 * directory, and stops them and removes the directories when the run ends. Specs read a worker's address and
 * directory through `gatewayUrl()` and `gatewayDataDir()` (e2e/support/fixtures.ts).
 */
import type { FullConfig } from '@playwright/test';
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/lib/local-gateway';

async function waitUntilUp(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The gateway did not answer at ${url}`);
}

interface Gateway {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

async function startGateway(root: string): Promise<Gateway> {
  const dataDir = mkdtempSync(join(tmpdir(), 'muro-e2e-'));
  const port = await freePort();
  const gateway = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The gateway's whole output also goes to a file, so a spec can search it (nothing secret may be logged).
  const logFile = join(dataDir, 'gateway.log');
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    appendFileSync(logFile, chunk);
  };
  gateway.stdout.on('data', keep);
  gateway.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/api/BackEnd/GetCountryStateCatalog`, Date.now() + 60_000);
  } catch (error) {
    gateway.kill('SIGKILL');
    console.error(output);
    throw error;
  }
  return {
    url,
    dataDir,
    stop: async () => {
      gateway.kill('SIGTERM');
      await new Promise((done) => gateway.once('exit', done));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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
