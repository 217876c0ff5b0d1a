import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const START_BOUND_MS = 120_000;
const STOP_BOUND_MS = 5_000;

/** Every gateway started, so that a failed start still stops the others. */
const launched: Gateway[] = [];

/** One gateway process; `alive` turns false when the benchmark kills it. */
export interface Gateway {
  index: number;
  base: string;
  logFile: string;
  process: ChildProcess;
  alive: boolean;
}

/** Waits until GET /api/health answers with Redis up, or the process ends. */
async function healthy(gateway: Gateway): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < START_BOUND_MS) {
    if (gateway.process.exitCode !== null) break;
    try {
      const health = (await (await fetch(`${gateway.base}/api/health`)).json()) as { redis?: string };
      if (health.redis === 'up') return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`Gateway ${gateway.index} did not start; see ${gateway.logFile}`);
}

/**
 * The real gateway (`server/main.ts`) on `port`, its output kept in a log file (local-gateway's startGateway
 * drops it, and the warnings are part of what this benchmark reports).
 */
export async function startGateway(
  index: number,
  port: number,
  dir: string,
  env: Record<string, string>,
): Promise<Gateway> {
  const dataDir = join(dir, `gateway-${index}`);
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dir, `gateway-${index}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const gateway = { index, base: `http://127.0.0.1:${port}`, logFile, process: child, alive: true };
  launched.push(gateway);
  await healthy(gateway);
  return gateway;
}

/** SIGKILL, as a crash or a lost machine would end it. */
export function killGateway(gateway: Gateway): void {
  gateway.alive = false;
  gateway.process.kill('SIGKILL');
}

/** Stops every gateway this process started that still runs. */
export const stopGateways = () => Promise.all(launched.map(stopGateway));

async function stopGateway(gateway: Gateway): Promise<void> {
  const child = gateway.process;
  gateway.alive = false;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_BOUND_MS);
  await exited;
  clearTimeout(timer);
}

/** Waits until every gateway still running says Redis is up again; how long that took (NaN: not in time). */
export async function redisSeenBack(gateways: readonly Gateway[], since: number, bound: number) {
  while (Date.now() - since < bound) {
    const states = await Promise.all(
      gateways
        .filter((g) => g.alive)
        .map((g) =>
          fetch(`${g.base}/api/health`)
            .then((reply) => reply.json() as Promise<{ redis?: string }>)
            .catch(() => ({ redis: 'unknown' })),
        ),
    );
    if (states.every((s) => s.redis === 'up')) return Date.now() - since;
    await new Promise((done) => setTimeout(done, 100));
  }
  return NaN;
}

const LEVEL_NAMES: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };
/** The start-up banner's lines (server/main.ts), which are no trouble. */
const BANNER =
  /^(Muro Pride|Base de datos|Correos|Pagos|Eventos en vivo|Cuentas de demostración|Modo producción| )/;

/** The gateway's warnings and errors, counted by message (pino JSON lines; other output counted as is). */
export function logProblems(gateway: Gateway): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readFileSync(gateway.logFile, 'utf8').split('\n')) {
    const text = line.trim();
    if (text === '') continue;
    let key: string | null;
    try {
      const entry = JSON.parse(text) as { level?: number; msg?: string; err?: { message?: string } };
      const level = LEVEL_NAMES[entry.level ?? 0];
      key = level
        ? `${level}: ${entry.msg ?? ''}${entry.err?.message ? ` (${entry.err.message})` : ''}`
        : null;
    } catch {
      key = BANNER.test(line) ? null : `output: ${text}`;
    }
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
