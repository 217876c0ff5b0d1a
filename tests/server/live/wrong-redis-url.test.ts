import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { urlOfDatabase, withAdmin } from '../support/postgres-admin.js';

const template = inject('postgresTemplate');
const root = resolve(import.meta.dirname, '..', '..', '..');

/** `node server/main.ts` as an operator starts it, on a copy of the run's seeded PostgreSQL template. */
function startGateway(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((done) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'server', 'main.ts')],
      { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 },
      (_error, _stdout, stderr) => done({ code: child.exitCode, stderr }),
    );
  });
}

describe.runIf(template !== '')('a gateway started with a wrong REDIS_URL', () => {
  it('stops with one line naming the variable and a non-zero exit, not a stack trace', async () => {
    const name = `muro_redis_url_${randomBytes(5).toString('hex')}`;
    await withAdmin((admin) => admin.query(`create database ${name} template ${template}`));
    try {
      const { code, stderr } = await startGateway({
        DATABASE_URL: urlOfDatabase(name),
        REDIS_URL: 'redis://127.0.0.1:1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'muro-redis-url-')),
        PORT: '0',
        LOG_LEVEL: 'silent',
      });
      expect(code).toBe(1);
      const lines = stderr.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toEqual([expect.stringMatching(/^REDIS_URL: no Redis answers at 127\.0\.0\.1:1 /)]);
    } finally {
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    }
  }, 90_000);
});
