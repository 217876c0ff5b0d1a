import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Brings a folder of generated files in line with `files`: writes what changed and deletes files of
 * machines that no longer exist. With `check`, changes nothing and returns what is stale instead.
 */
export function syncFiles(dir: string, files: Map<string, string>, check: boolean): string[] {
  const present = existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')) : [];
  const stale: string[] = [];
  for (const [name, content] of files) {
    const path = join(dir, name);
    if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
    stale.push(`${existsSync(path) ? 'outdated' : 'missing'}: ${path}`);
    if (!check) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path, content);
    }
  }
  for (const name of present.filter((n) => !files.has(n))) {
    stale.push(`obsolete: ${join(dir, name)}`);
    if (!check) rmSync(join(dir, name));
  }
  return stale;
}

/** Ends a `--check` run: lists stale files and exits non-zero, or confirms everything is current. */
export function reportCheck(stale: string[], command: string): void {
  if (stale.length === 0) {
    console.log('All generated files are current.');
    return;
  }
  console.error(stale.join('\n'));
  console.error(`\n${stale.length} generated file(s) are stale: run \`${command}\`.`);
  process.exitCode = 1;
}
