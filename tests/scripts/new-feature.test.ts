import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot, runScript } from './run-script';

describe('npm run new:feature', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'new-feature-'));
    // The generated index is formatted with the Prettier settings found in the tree it is written to.
    copyFileSync(join(repoRoot, '.prettierrc.json'), join(root, '.prettierrc.json'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const read = (path: string) => readFileSync(join(root, path), 'utf8');

  it('lays out the feature folder with names taken from the kebab-case name', () => {
    const run = runScript('new-feature.ts', ['job-bank', '--root', root]);
    expect(run.status, run.stderr).toBe(0);
    expect(readdirSync(join(root, 'src/features/job-bank')).sort()).toEqual([
      'api.ts',
      'flows',
      'job-bank.page.tsx',
      'messages.ts',
      'routes.ts',
    ]);
    expect(read('src/features/job-bank/routes.ts')).toContain("path: '/job-bank'");
    expect(read('src/app/feature-routes.generated.ts')).toContain(
      "import { jobBankRoutes } from '@/features/job-bank/routes';",
    );
    expect(read('src/features/job-bank/api.ts')).toContain('export const jobBankQueries');
    expect(read('src/features/job-bank/api.ts')).toContain("queryKey: ['job-bank']");
    expect(read('src/features/job-bank/messages.ts')).toContain('export const jobBankMessages');
    const page = read('src/features/job-bank/job-bank.page.tsx');
    expect(page).toContain('export default function JobBankPage()');
    expect(page).toContain("from './api'");
    expect(page).toContain("from './messages'");
    expect(existsSync(join(root, 'machines'))).toBe(false);
    expect(run.stdout).toContain('openapi/paths/job-bank.yaml');
  });

  it('adds the statechart with its texts in meta, and its implementation, with --machine', () => {
    const run = runScript('new-feature.ts', ['job-bank', '--machine', '--root', root]);
    expect(run.status, run.stderr).toBe(0);
    const machine = read('machines/job-bank.machine.ts');
    expect(machine).toContain('export const jobBankMachine = setup(');
    expect(machine).toMatch(/meta: \{\n {4}title: '.+',\n {4}area: '.+',\n {4}description: '.+',\n/);
    const impl = read('src/features/job-bank/flows/job-bank.impl.ts');
    expect(impl).toContain('export function useJobBank()');
    expect(impl).toContain("from '../../../../machines/job-bank.machine'");
    expect(run.stdout).toContain('machines/job-bank.machine.ts: its title, area and description in meta');
    expect(run.stdout).not.toContain('machines/registry.ts');
  });

  it('rewrites the generated machine list with --machine, keeping the machines already there', () => {
    mkdirSync(join(root, 'machines'));
    writeFileSync(join(root, 'machines/cart.machine.ts'), 'export const cartMachine = {};\n');
    const run = runScript('new-feature.ts', ['job-bank', '--machine', '--root', root]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('wrote machines/registry.generated.ts');
    const index = read('machines/registry.generated.ts');
    expect(index).toContain("import { cartMachine } from './cart.machine';");
    expect(index).toContain("import { jobBankMachine } from './job-bank.machine';");
    expect(index).toMatch(/cart: cartMachine,\n {2}'job-bank': jobBankMachine,\n\};/);
  });

  it('writes files that parse and follow the repository’s Prettier style', async () => {
    const run = runScript('new-feature.ts', ['job-bank', '--machine', '--root', root]);
    expect(run.status, run.stderr).toBe(0);
    const written =
      run.stdout.match(/^(created|wrote) (.+)$/gm)?.map((line) => line.split(' ')[1] ?? '') ?? [];
    const sources = written.filter((path) => /\.tsx?$/.test(path));
    expect(sources).toHaveLength(8);
    for (const path of sources) {
      const source = read(path);
      const { diagnostics } = ts.transpileModule(source, {
        fileName: path,
        reportDiagnostics: true,
        compilerOptions: { jsx: ts.JsxEmit.ReactJSX },
      });
      expect(diagnostics, path).toEqual([]);
      const options = await prettier.resolveConfig(join(repoRoot, path));
      expect(await prettier.check(source, { ...options, filepath: path }), path).toBe(true);
    }
  });

  it('refuses a name that is not kebab-case', () => {
    for (const name of ['JobBank', 'job_bank', 'job--bank', 'job-', '1job', 'job.bank']) {
      const run = runScript('new-feature.ts', [name, '--root', root]);
      expect(run.status, name).toBe(2);
      expect(run.stderr).toContain('kebab-case');
    }
    expect(existsSync(join(root, 'src'))).toBe(false);
  });

  it('refuses to overwrite an existing feature', () => {
    mkdirSync(join(root, 'src/features/job-bank'), { recursive: true });
    const run = runScript('new-feature.ts', ['job-bank', '--root', root]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('already exists');
    expect(readdirSync(join(root, 'src/features/job-bank'))).toEqual([]);
  });

  it('refuses to overwrite an existing machine', () => {
    const first = runScript('new-feature.ts', ['job-bank', '--machine', '--root', root]);
    expect(first.status, first.stderr).toBe(0);
    rmSync(join(root, 'src'), { recursive: true });
    const second = runScript('new-feature.ts', ['job-bank', '--machine', '--root', root]);
    expect(second.status).toBe(2);
    expect(second.stderr).toContain('machines/job-bank.machine.ts');
  });
});
