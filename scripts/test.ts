/**
 * The one gate behind `npm test`: contract, types, format, lint, unit and flow tests, build, budgets and
 * end-to-end tests, in that order; it stops at the first failing step and ends with one summary line. The
 * checks that only read the tree run two at a time, each one's output printed whole when it ends.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bin, derivedAndTypeChecks, type Step, tsx } from './lib/tree-checks';

const root = resolve(import.meta.dirname, '..');
const vitestReport = join(root, 'test-results', 'vitest.json');
const e2eReport = join(root, 'test-results', 'e2e.json');

const checks: Step[] = [
  ...derivedAndTypeChecks,
  ['lint', [bin('eslint'), '.', '--max-warnings', '0']],
  ['unused files, exports and dependencies', [bin('knip'), '--no-progress']],
  ['a generated area passes these checks', [...tsx, 'scripts/check-new-feature.ts']],
];

const steps: Step[] = [
  [
    'unit, gateway and flow tests',
    [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
  ['build', [bin('vite'), 'build', '--logLevel', 'warn']],
  [
    "build of the visitor home's renderer",
    [bin('vite'), 'build', '--ssr', 'src/prerender/render-visitor-home.tsx', '--logLevel', 'warn'],
  ],
  ['bundle budget', [...tsx, 'scripts/size-budget.ts']],
  ['end-to-end tests', [...tsx, 'scripts/e2e.ts']],
];

/** A step's closing line: whether it passed, and how long it took. */
const outcome = (name: string, ok: boolean, since: number) =>
  `${ok ? '✔' : '✘'} ${name} (${((Date.now() - since) / 1000).toFixed(1)} s)`;

/** Runs one check with its output kept, so two running at once do not interleave. */
function runKept([name, [command, ...args]]: Step): Promise<{ name: string; ok: boolean; report: string }> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command ?? '', args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (status) => {
      const ok = status === 0;
      done({ name, ok, report: `\n▶ ${name}\n${output}${outcome(name, ok, started)}` });
    });
  });
}

/** The checks, two at a time (this machine has two cores), reported in their order; the first failure's name. */
async function runChecks(list: Step[]): Promise<string | undefined> {
  const queue = list.map((step, index) => ({ step, index }));
  const results: Array<{ name: string; ok: boolean; report: string }> = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results[next.index] = await runKept(next.step);
  };
  await Promise.all([lane(), lane()]);
  for (const result of results) console.log(result.report);
  return results.find((result) => !result.ok)?.name;
}

/**
 * A test step passes only when its report exists, counts at least one passed test and no failed one: a runner
 * whose servers died under it must not end in a green line by exiting 0 without its report.
 */
function reportAgrees(name: string): boolean {
  const report = reports[name];
  if (!report) return true;
  const [passed, failed] = counts(...report);
  if (passed > 0 && failed === 0) return true;
  console.error(`${name}: the report at ${report[0]} counts ${passed} passed and ${failed} failed`);
  return false;
}
const reports: Record<string, [file: string, passedKey: string, failedKey: string]> = {
  'unit, gateway and flow tests': [vitestReport, 'numPassedTests', 'numFailedTests'],
  'end-to-end tests': [e2eReport, 'stats.expected', 'stats.unexpected'],
};

rmSync(join(root, 'test-results'), { recursive: true, force: true });
const only = process.argv.slice(2);
const chosen = (name: string) => only.length === 0 || only.some((o) => name.includes(o));
let failedStep = await runChecks(checks.filter(([name]) => chosen(name)));
for (const [name, [command, ...args]] of failedStep ? [] : steps) {
  if (!chosen(name) || command === undefined) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = result.status === 0 && reportAgrees(name);
  console.log(outcome(name, ok, started));
  if (!ok) {
    failedStep = name;
    break;
  }
}

function counts(file: string, passedKey: string, failedKey: string): [number, number] {
  if (!existsSync(file)) return [0, 0];
  const report = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const read = (path: string): number => {
    const value = path
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], report);
    return typeof value === 'number' ? value : 0;
  };
  return [read(passedKey), read(failedKey)];
}
const [unitPassed, unitFailed] = counts(vitestReport, 'numPassedTests', 'numFailedTests');
const [e2ePassed, e2eFailed] = counts(e2eReport, 'stats.expected', 'stats.unexpected');
if (failedStep) console.error(`\nFailed at: ${failedStep}`);
console.log(
  `\ntests: ${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed + (failedStep ? 1 : 0)} failed`,
);
process.exit(failedStep ? 1 : 0);
