import { join, resolve } from 'node:path';

/** A named command of the test gate. */
export type Step = [name: string, command: string[]];

const root = resolve(import.meta.dirname, '..', '..');

/** A command of the project's own dependencies, by its name in node_modules/.bin. */
export const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** Node with TypeScript loaded, for the project's scripts. */
export const tsx = [process.execPath, '--import', 'tsx'];

/**
 * The read-only checks that both `npm test` and the generator's proof run in order: what is derived from the
 * contract and the machines is current, the contract lints, the types hold and the files are formatted.
 */
export const derivedAndTypeChecks: Step[] = [
  ['generated API types are current', [...tsx, 'scripts/api-types.ts', '--check']],
  ['statechart exports are current', [...tsx, 'scripts/statecharts.ts', '--check']],
  ['QA path listings are current', [...tsx, 'scripts/paths.ts', '--all', '--check']],
  ['OpenAPI lint', [bin('redocly'), 'lint', 'openapi/gateway.yaml', '--format', 'summary']],
  ['typecheck', [bin('tsc'), '--noEmit', '-p', 'tsconfig.json']],
  ['format', [bin('prettier'), '--check', '.', '--log-level', 'warn']],
];
