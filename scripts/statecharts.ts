/**
 * `npm run statecharts`: writes docs/statecharts/<id>.md, .svg and .scxml for every registered machine.
 * `-- --check` changes nothing and exits non-zero when a committed file is stale.
 * Options: `--registry <module>` (another machine list), `--out <dir>` (another folder).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { layoutChart } from '../src/shared/chart';
import { renderSvgFile } from '../src/shared/chart/render-svg-file';
import { buildChartModel } from '../src/studio/model/machine-chart';
import { loadRegistry } from './lib/load-registry';
import { reportCheck, syncFiles } from './lib/output-files';
import { statechartsIndex } from './lib/statecharts/index-page';
import { toMarkdown } from './lib/statecharts/markdown';
import { toScxml } from './lib/statecharts/scxml';

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    registry: { type: 'string' },
    out: { type: 'string', default: 'docs/statecharts' },
  },
});

const entries = await loadRegistry(values.registry);
const files = new Map<string, string>();
for (const entry of entries) {
  const model = buildChartModel(entry.machine);
  const layout = await layoutChart(model);
  files.set(`${entry.id}.md`, toMarkdown(entry, model));
  files.set(`${entry.id}.svg`, renderSvgFile(layout, entry.id, `Diagrama de estados: ${entry.title}`));
  files.set(`${entry.id}.scxml`, toScxml(model, entry.source));
}
files.set('README.md', statechartsIndex(entries));

const stale = syncFiles(resolve(values.out), files, values.check);
if (values.check) reportCheck(stale, 'npm run statecharts');
else console.log(`${entries.length} machine(s) exported to ${values.out} (${stale.length} file(s) changed).`);
