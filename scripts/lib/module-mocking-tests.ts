import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files under `dirs` that replace a module with `vi.mock`. Test files share one module graph per
 * worker (decision 0200), where a module another file already loaded cannot be replaced; these run isolated.
 */
export function moduleMockingTests(root: string, dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => join(dir, file))
      .filter((file) => /\bvi\.mock\(/.test(readFileSync(join(root, file), 'utf8'))),
  );
}
