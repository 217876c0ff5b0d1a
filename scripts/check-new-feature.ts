/**
 * Proves the generator's promise (docs/adding-a-feature.md): on a copy of this tree, `npm run new:feature`
 * adds one area with a statechart and one without, and the copy then passes the checks of `npm test` that a
 * new area can break: derived files current, contract lint, types, format, lint, unused code, and the tests of
 * the new areas with those that hold every area to its indexes, roles and routes.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { bin, derivedAndTypeChecks, type Step, tsx } from './lib/tree-checks';

const root = resolve(import.meta.dirname, '..');
const copy = mkdtempSync(join(tmpdir(), 'muro-new-feature-'));
const areas = [
  { name: 'book-club', machine: true },
  { name: 'reading-list', machine: false },
];
const newFiles = areas.flatMap(({ name, machine }) => [
  `src/features/${name}`,
  `server/routes/${name}.ts`,
  `server/routes/${name}.area.ts`,
  `tests/server/${name}.test.ts`,
  ...(machine ? [`machines/${name}.machine.ts`, `tests/flows/${name}.flow.test.tsx`] : []),
]);
const indexes = ['src/app/feature-routes.generated.ts', 'server/areas.generated.ts', 'machines/registry.ts'];

const steps: Step[] = [
  ...areas.map(({ name, machine }): [string, string[]] => [
    `new:feature ${name}${machine ? ' --machine' : ''}`,
    [...tsx, 'scripts/new-feature.ts', name, ...(machine ? ['--machine'] : [])],
  ]),
  ['derived files current', [...tsx, 'scripts/areas.ts', '--check']],
  ...derivedAndTypeChecks,
  ['lint', [bin('eslint'), '--max-warnings', '0', ...newFiles, ...indexes]],
  ['unused files, exports and dependencies', [bin('knip'), '--no-progress']],
  [
    'tests',
    [
      bin('vitest'),
      'run',
      ...newFiles.filter((path) => path.startsWith('tests/')),
      'tests/scripts/areas-indexes.test.ts',
      'tests/scripts/registry.test.ts',
      'tests/server/gateway-areas.test.ts',
      'tests/server/operation-roles.test.ts',
      'tests/app/routes.test.tsx',
      'tests/studio/simulation-reaches-every-state.test.tsx',
    ],
  ],
];

/** The tracked and new files of the tree as they stand, so a change not yet committed is checked too. */
function copyTree() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const path of listed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    cpSync(join(root, path), join(copy, path), { force: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
}

let failed: string | undefined;
try {
  copyTree();
  for (const [name, [command = '', ...args]] of steps) {
    const started = Date.now();
    const run = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: process.env });
    const ok = run.status === 0;
    console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (!ok) {
      console.log(`${run.stdout}${run.stderr}`);
      failed = name;
      break;
    }
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
if (failed) {
  console.error(
    `A generated area fails "${failed}": the generator (scripts/lib/new-feature/) is behind the tree.`,
  );
  process.exit(1);
}
