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

describe('import boundaries', () => {
  it('catches a relative import of another feature, as it catches the alias', async () => {
    const relative = await problems(
      'src/features/surveys/boundary-fixture.ts',
      "import { storeKeys } from '../store/api';\nexport const keys = storeKeys;\n",
    );
    const alias = await problems(
      'src/features/surveys/boundary-fixture.ts',
      "import { storeKeys } from '@/features/store/api';\nexport const keys = storeKeys;\n",
    );
    const crossFeature = expect.stringMatching(/^import-x\/no-restricted-paths: .*another feature/);
    expect(relative).toEqual([crossFeature]);
    expect(alias).toEqual([crossFeature]);
  });

  it('lets a feature import src/shared and its own files', async () => {
    const own = await problems(
      'src/features/surveys/boundary-fixture.ts',
      "import { messages } from './messages';\nexport const own = messages;\n",
    );
    expect(own).toEqual([]);
  });

  it('keeps the studio to itself and the route table', async () => {
    const fromFeature = await problems(
      'src/features/admin-surveys/boundary-fixture.ts',
      "import { buildChartModel } from '@/studio/model/machine-chart';\nexport const build = buildChartModel;\n",
    );
    const fromShared = await problems(
      'src/shared/chart/boundary-fixture.ts',
      "import { studioMessages } from '../../studio/messages';\nexport const texts = studioMessages;\n",
    );
    const fromApp = await problems(
      'src/app/boundary-fixture.ts',
      "import { studioMessages } from '@/studio/messages';\nexport const texts = studioMessages;\n",
    );
    const studioOnly = expect.stringMatching(/^import-x\/no-restricted-paths: .*Only the studio itself/);
    expect(fromFeature).toEqual([studioOnly]);
    expect(fromShared).toEqual([studioOnly]);
    expect(fromApp).toEqual([]);
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
