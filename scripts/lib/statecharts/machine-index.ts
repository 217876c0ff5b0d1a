import { basename } from 'node:path';
import { filesMatching, type GeneratedIndex } from '../areas/generated-index';
import { camelCase } from '../case-names';

const MACHINE_FILE = /\.machine\.ts$/;

/**
 * machines/registry.generated.ts: every machines/*.machine.ts by file name, each exporting `<camelName>Machine`
 * (decision 0293). machines/registry.ts reads title, area and description from each machine's own meta.
 */
export const machineIndex: GeneratedIndex = {
  output: 'machines/registry.generated.ts',
  render(root) {
    const ids = filesMatching(root, 'machines', MACHINE_FILE).map((path) =>
      basename(path).replace(MACHINE_FILE, ''),
    );
    const imports = ids.map((id) => `import { ${camelCase(id)}Machine } from './${id}.machine';`);
    const entries = ids.map((id) => `  '${id}': ${camelCase(id)}Machine,`);
    return [
      "import type { AnyStateMachine } from 'xstate';",
      ...imports,
      '',
      '/** Every statechart in machines/, by file name without `.machine.ts`. */',
      'export const machineFiles: Record<string, AnyStateMachine> = {',
      ...entries,
      '};',
      '',
    ].join('\n');
  },
};
