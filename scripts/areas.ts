/**
 * `npm run areas`: writes the indexes derived from the areas' own files (route tables, handler map, seed
 * list, studio registry). `--check` writes nothing and exits 1 when one is out of date.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formattedIndex } from './lib/areas/generated-index';
import { generatedIndexes } from './lib/areas/indexes';

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
let stale = 0;

for (const index of generatedIndexes) {
  const path = join(root, index.output);
  const wanted = await formattedIndex(root, index);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (current === wanted) continue;
  if (check) {
    stale += 1;
    console.error(`out of date: ${index.output} (run npm run areas)`);
  } else {
    writeFileSync(path, wanted);
    console.log(`wrote ${index.output}`);
  }
}
process.exitCode = stale > 0 ? 1 : 0;
