import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/** A TCP port nobody listens on right now, for a gateway started by a script or a test run. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the real gateway (`server/main.ts`, serving `dist/`) with its own data directory and waits until
 * /home answers; `env` adds to or overrides this process's environment.
 */
export async function startGateway(
  port: number,
  dataDir: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const gateway = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/home`)).ok) return gateway;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  gateway.kill();
  throw new Error('The gateway did not start');
}
