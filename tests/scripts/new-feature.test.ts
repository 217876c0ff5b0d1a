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

/** A gateway.yaml with the two sections the generator adds to. */
const GATEWAY = `openapi: 3.1.0
tags:
  - name: help
    description: The /help contact form.
paths:
  /Site/HelpContact:
    $ref: ./paths/help.yaml#/helpContact
components:
  schemas: {}
`;

/**
 * The generator on a bare tree: what it writes and refuses. That what it writes passes the checks of
 * `npm test` on the real tree is proved by scripts/check-new-feature.ts, one of those checks.
 */
describe('npm run new:feature', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'new-feature-'));
    // Written files are formatted with the Prettier settings found in the tree they are written to.
    copyFileSync(join(repoRoot, '.prettierrc.json'), join(root, '.prettierrc.json'));
    mkdirSync(join(root, 'openapi'));
    writeFileSync(join(root, 'openapi/gateway.yaml'), GATEWAY);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const generate = (...args: string[]) => {
    const run = runScript('new-feature.ts', [...args, '--root', root]);
    expect(run.status, run.stderr).toBe(0);
    return run;
  };

  it('lays out the feature folder with names taken from the kebab-case name', () => {
    const run = generate('job-bank');
    expect(readdirSync(join(root, 'src/features/job-bank')).sort()).toEqual([
      'api.ts',
      'components',
      'job-bank.page.tsx',
      'messages.ts',
      'routes.ts',
    ]);
    expect(read('src/features/job-bank/routes.ts')).toContain("path: '/job-bank'");
    expect(read('src/app/feature-routes.generated.ts')).toContain(
      "import { jobBankRoutes } from '@/features/job-bank/routes';",
    );
    const api = read('src/features/job-bank/api.ts');
    expect(api).toContain('export const jobBankQueries');
    expect(api).toContain("all: ['job-bank'] as const");
    expect(api).toContain("readQuery([...jobBankQueries.all, 'items'], () => api.GET('/job-bank'))");
    expect(read('src/features/job-bank/messages.ts')).toContain('export const jobBankMessages');
    const page = read('src/features/job-bank/job-bank.page.tsx');
    expect(page).toContain('export default function JobBankPage()');
    expect(page).toContain("from './components/job-bank-list'");
    expect(existsSync(join(root, 'machines/job-bank.machine.ts'))).toBe(false);
    expect(run.stdout).toContain('Next steps:');
  });

  it('writes the contract file and joins its tag and path to gateway.yaml', () => {
    generate('job-bank');
    const paths = read('openapi/paths/job-bank.yaml');
    expect(paths).toContain('operationId: listJobBank');
    expect(paths).toContain('tags: [job-bank]');
    expect(read('openapi/components/job-bank.yaml')).toContain('JobBankListReply:');
    const gateway = read('openapi/gateway.yaml');
    expect(gateway).toMatch(/ {2}- name: job-bank\n[^\n]+\npaths:\n/);
    expect(gateway).toMatch(/ {2}\/job-bank:\n {4}\$ref: \.\/paths\/job-bank\.yaml#\/list\ncomponents:\n/);
  });

  it('writes the gateway handlers, the area manifest, its gateway test and the derived handler map', () => {
    generate('job-bank');
    expect(read('server/routes/job-bank.ts')).toContain('async listJobBank()');
    expect(read('server/routes/job-bank.area.ts')).toContain("name: 'job-bank'");
    expect(read('server/areas.generated.ts')).toContain(
      "import { jobBankArea } from './routes/job-bank.area.js';",
    );
    expect(read('tests/server/job-bank.test.ts')).toContain("describe.each(stores)('job-bank on $name'");
  });

  it('adds the statechart with its texts in meta, its services and its flow test, with --machine', () => {
    const run = generate('job-bank', '--machine');
    const machine = read('machines/job-bank.machine.ts');
    expect(machine).toContain('export const jobBankMachine = setup(');
    expect(machine).toMatch(/meta: \{\n {4}title: '.+',\n {4}area: '.+',\n {4}description: '.+',\n/);
    const impl = read('src/features/job-bank/flows/job-bank.impl.ts');
    expect(impl).toContain('export function useJobBank()');
    expect(impl).toContain("from '../../../../machines/job-bank.machine'");
    expect(read('src/features/job-bank/job-bank-services.tsx')).toContain(
      'export const useJobBankServices = context.useServices;',
    );
    expect(read('src/features/job-bank/api.ts')).toContain('export const jobBankCalls');
    expect(read('tests/flows/job-bank.flow.test.tsx')).toContain('modelPaths<ModelEvent>(jobBankMachine');
    expect(run.stdout).toContain('tests/flows/job-bank.flow.test.tsx walks it over the page');
  });

  it('rewrites the generated machine list with --machine, keeping the machines already there', () => {
    mkdirSync(join(root, 'machines'));
    writeFileSync(join(root, 'machines/cart.machine.ts'), 'export const cartMachine = {};\n');
    const run = generate('job-bank', '--machine');
    expect(run.stdout).toContain('wrote machines/registry.ts');
    const index = read('machines/registry.ts');
    expect(index).toContain("import { cartMachine } from './cart.machine';");
    expect(index).toContain("import { jobBankMachine } from './job-bank.machine';");
    expect(index).toMatch(/cart: cartMachine,\n {2}'job-bank': jobBankMachine,\n\};/);
  });

  it('writes files that parse and follow the repository’s Prettier style, whatever the name’s length', async () => {
    const run = generate('a-rather-long-area-name-for-lines', '--machine');
    const written =
      run.stdout.match(/^(created|wrote) (.+)$/gm)?.map((line) => line.split(' ')[1] ?? '') ?? [];
    const sources = written.filter((path) => /\.tsx?$/.test(path));
    expect(sources).toHaveLength(15);
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
    expect(read('openapi/gateway.yaml')).toBe(GATEWAY);
  });

  it('refuses an area whose tag the contract already has', () => {
    const run = runScript('new-feature.ts', ['help', '--root', root]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('The tag "help" already exists');
    expect(existsSync(join(root, 'src'))).toBe(false);
  });

  it('refuses to overwrite an existing machine', () => {
    generate('job-bank', '--machine');
    rmSync(join(root, 'src'), { recursive: true });
    const second = runScript('new-feature.ts', ['job-bank', '--machine', '--root', root]);
    expect(second.status).toBe(2);
    expect(second.stderr).toContain('machines/job-bank.machine.ts');
  });

  it('refuses a tree without a contract to join the area to', () => {
    rmSync(join(root, 'openapi'), { recursive: true });
    const run = runScript('new-feature.ts', ['job-bank', '--root', root]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('has no openapi/gateway.yaml');
  });
});
