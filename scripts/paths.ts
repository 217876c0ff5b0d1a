/**
 * `npm run paths -- <id> [--strategy shortest|simple] [--format md|json|csv]` prints the test paths of
 * one machine; `npm run paths -- --all` writes docs/test-paths/<id>.md for every machine (`--check` only
 * compares). Options: `--registry <module>` (another machine list), `--out <dir>` (another folder).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { formatPaths, type PathFormat } from '../src/studio/model/path-format';
import { generatePaths, type PathStrategy } from '../src/studio/model/test-paths';
import { loadRegistry } from './lib/load-registry';
import { reportCheck, syncFiles } from './lib/output-files';
import { pathsHeading, pathsIndex } from './lib/paths/paths-docs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    strategy: { type: 'string', default: 'shortest' },
    format: { type: 'string', default: 'md' },
    registry: { type: 'string' },
    out: { type: 'string', default: 'docs/test-paths' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const strategy = values.strategy as PathStrategy;
const format = values.format as PathFormat;
if (!['shortest', 'simple'].includes(strategy))
  fail(`Unknown strategy "${strategy}": use shortest or simple.`);
if (!['md', 'json', 'csv'].includes(format)) fail(`Unknown format "${format}": use md, json or csv.`);

const entries = await loadRegistry(values.registry);
if (values.all) {
  const files = new Map<string, string>();
  for (const entry of entries) {
    const report = generatePaths(entry.machine, strategy);
    files.set(`${entry.id}.md`, formatPaths(report, 'md', pathsHeading(entry, strategy)));
  }
  files.set('README.md', pathsIndex(entries));
  const stale = syncFiles(resolve(values.out), files, values.check);
  if (values.check) reportCheck(stale, 'npm run paths -- --all');
  else console.log(`Test paths of ${entries.length} machine(s) written to ${values.out}.`);
} else {
  const id = positionals[0];
  const entry = entries.find((e) => e.id === id);
  if (!entry) {
    fail(
      `${id ? `No machine "${id}".` : 'Name a machine or pass --all.'} Machines: ${entries.map((e) => e.id).join(', ') || 'none'}.`,
    );
  }
  const report = generatePaths(entry.machine, strategy);
  process.stdout.write(formatPaths(report, format, pathsHeading(entry, strategy)));
}
