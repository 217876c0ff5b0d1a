/**
 * `npm run new:feature -- <name> [--machine] [--root <dir>]` lays out the files of a new area (kebab-case
 * name) under src/features/<name>/ with its routes.ts, rewrites the derived route list and, with --machine,
 * writes machines/<name>.machine.ts and rewrites machines/registry.generated.ts. It refuses to overwrite an existing feature and prints the steps it leaves to
 * you (docs/adding-a-feature.md).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { featureFiles, isFeatureName, nextSteps } from './lib/new-feature/feature-files';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    machine: { type: 'boolean', default: false },
    root: { type: 'string', default: '.' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const [name] = positionals;
if (!name || positionals.length > 1) fail('Usage: npm run new:feature -- <name> [--machine] [--root <dir>]');
if (!isFeatureName(name)) fail(`"${name}" is not a kebab-case name (for example job-bank).`);

const root = resolve(values.root);
const files = featureFiles(name, values.machine);
const taken = [`src/features/${name}`, ...Object.keys(files)].filter((path) => existsSync(join(root, path)));
if (taken.length > 0) fail(`The feature "${name}" already exists: ${taken.join(', ')}`);

for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
  console.log(`created ${path}`);
}
// The route tables and the studio's machine list are derived from the areas' files (decisions 0296, 0293):
// rewrite them rather than edit them. Loaded here so a refused run does not pay for Prettier.
const { formattedIndex } = await import('./lib/areas/generated-index');
const { featureRoutesIndex } = await import('./lib/areas/feature-routes-index');
const { machineIndex } = await import('./lib/statecharts/machine-index');
for (const index of values.machine ? [featureRoutesIndex, machineIndex] : [featureRoutesIndex]) {
  mkdirSync(dirname(join(root, index.output)), { recursive: true });
  writeFileSync(join(root, index.output), await formattedIndex(root, index));
  console.log(`wrote ${index.output}`);
}
console.log('\nNext steps:');
nextSteps(name, values.machine).forEach((step) => console.log(`- ${step}`));
