import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as prettier from 'prettier';

/**
 * One index file that `npm run areas` writes from what the areas' folders hold (decision 0292): the route
 * tables, the handler map, the seed list and the studio's registry are derived, never edited by hand.
 */
export interface GeneratedIndex {
  /** Path of the written file from the repository root. */
  output: string;
  /** The file's content before formatting, from the tree at `root`. */
  render(root: string): string;
}

const GENERATED_BANNER =
  '// Written by `npm run areas` from the areas’ own files; a test fails when it is out of date. Do not edit.';

/** Files below `dir` (relative to `root`) whose names match, sorted, as paths from `root`; none when absent. */
export function filesMatching(root: string, dir: string, pattern: RegExp): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
    .sort();
}

/** The index as it should stand, formatted like the rest of the tree. */
export async function formattedIndex(root: string, index: GeneratedIndex): Promise<string> {
  const path = join(root, index.output);
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(`${GENERATED_BANNER}\n${index.render(root)}`, { ...options, filepath: path });
}
