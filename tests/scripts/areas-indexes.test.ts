import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formattedIndex } from '../../scripts/lib/areas/generated-index';
import { generatedIndexes } from '../../scripts/lib/areas/indexes';
import { repoRoot } from './run-script';

describe('npm run areas', () => {
  it('writes each index to a file of its own', () => {
    const outputs = generatedIndexes.map((index) => index.output);
    expect(new Set(outputs).size).toBe(outputs.length);
  });

  it.each(generatedIndexes.map((index) => [index.output, index] as const))(
    'keeps %s in step with the areas’ files',
    async (output, index) => {
      const path = join(repoRoot, output);
      const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
      expect(current, `${output} is out of date: run npm run areas`).toBe(
        await formattedIndex(repoRoot, index),
      );
    },
  );
});
