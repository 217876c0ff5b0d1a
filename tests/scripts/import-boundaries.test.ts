import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The boundary rules of eslint.config.js on code that breaks them, linted as if it lived in the repo. */
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

/** The problems of a file in `folder` that imports `name` from `source` and uses it. */
const importIn = (folder: string, name: string, source: string) =>
  problems(
    `${folder}/boundary-fixture.ts`,
    `import { ${name} } from '${source}';\nexport const used = ${name};\n`,
  );

const studioOnly = expect.stringMatching(/^import-x\/no-restricted-paths: .*Only the studio itself/);

describe('import boundaries', () => {
  it('catches a relative import of another feature, as it catches the alias', async () => {
    const relative = await importIn('src/features/surveys', 'storeKeys', '../store/api');
    const alias = await importIn('src/features/surveys', 'storeKeys', '@/features/store/api');
    const crossFeature = expect.stringMatching(/^import-x\/no-restricted-paths: .*another feature/);
    expect(relative).toEqual([crossFeature]);
    expect(alias).toEqual([crossFeature]);
  });

  it('lets a feature import src/shared and its own files', async () => {
    expect(await importIn('src/features/surveys', 'messages', './messages')).toEqual([]);
  });

  it.each([
    {
      from: 'a feature',
      folder: 'src/features/admin-surveys',
      name: 'buildChartModel',
      source: '@/studio/model/machine-chart',
      found: [studioOnly],
    },
    {
      from: 'src/shared',
      folder: 'src/shared/chart',
      name: 'studioMessages',
      source: '../../studio/messages',
      found: [studioOnly],
    },
    {
      from: 'the route table',
      folder: 'src/app',
      name: 'studioMessages',
      source: '@/studio/messages',
      found: [],
    },
  ])('keeps the studio to itself and the route table: an import from $from', async (c) => {
    expect(await importIn(c.folder, c.name, c.source)).toEqual(c.found);
  });

  it('keeps machines free of src, React and the browser', async () => {
    const found = await problems(
      'machines/boundary-fixture.ts',
      [
        "import { setup } from 'xstate';",
        "import { api } from '../src/api/client';",
        "import { useState } from 'react';",
        'export const impure = [setup, api, useState, fetch, window.localStorage];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/src\/api\/client"/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"react"/),
      expect.stringMatching(/^no-restricted-globals: .*'fetch'/),
      expect.stringMatching(/^no-restricted-globals: .*'window'/),
    ]);
  });

  it('keeps the domain core free of packages, machines and storage', async () => {
    const found = await problems(
      'domain/boundary-fixture.ts',
      "import dayjs from 'dayjs';\nimport { cartMachine } from '../machines/cart.machine';\nexport const impure = [dayjs, cartMachine, localStorage];\n",
    );
    expect(found).toHaveLength(3);
  });
});
