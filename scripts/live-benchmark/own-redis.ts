import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/** Redis's own server program, found on the PATH (not a dependency of the project). */
const REDIS_SERVER = 'redis-server';
const START_BOUND_MS = 10_000;

/** Whether something accepts TCP connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function launch(port: number): Promise<ChildProcess> {
  const server = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const started = Date.now();
  while (!(await listening(port))) {
    if (server.exitCode !== null || Date.now() - started > START_BOUND_MS) {
      server.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return server;
}

async function killed(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGKILL');
  await exited;
}

/** A redis-server of the benchmark's own on a free port: cut off (killed) and brought back on the same port. */
export interface OwnRedis {
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedis(port: number): Promise<OwnRedis> {
  let server = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () => killed(server),
    async restore() {
      server = await launch(port);
    },
    stop: () => killed(server),
  };
}
