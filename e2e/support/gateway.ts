/**
 * A gateway serving the built SPA on a free port with a temporary data directory and the demo data, as the
 * global setup starts one per worker and the visual spec one of its own.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

export async function startGateway(root: string): Promise<Gateway> {
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
