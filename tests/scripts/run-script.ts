import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const fixtureRegistry = 'tests/studio/fixtures/fixture-registry.ts';

/** Runs one of our command-line scripts the way `npm run` does. */
export function runScript(script: string, args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
