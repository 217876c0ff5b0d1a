/**
 * `npm run dev`: the gateway on GATEWAY_PORT (default 8081, restarted on change) and Vite with hot reload,
 * which proxies /api, /hubs and /files to it. Stops both on Ctrl+C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const gatewayPort = process.env.GATEWAY_PORT ?? '8081';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Links in e-mails open the Vite server, where the app runs with hot reload.
    env: { ...process.env, PORT: gatewayPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn(join(root, 'node_modules', '.bin', 'vite'), [], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GATEWAY_PORT: gatewayPort },
  }),
];

function stop(): void {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
