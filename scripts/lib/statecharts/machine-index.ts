import { basename } from 'node:path';
import { filesMatching, type GeneratedIndex } from '../areas/generated-index';
import { camelCase } from '../case-names';

const MACHINE_FILE = /\.machine\.ts$/;

/**
 * machines/registry.ts: every machines/*.machine.ts by file name, each exporting `<camelName>Machine`, with its
 * title, area and description read from the machine's own meta (decision 0293).
 */
export const machineIndex: GeneratedIndex = {
  output: 'machines/registry.ts',
  render(root) {
    const ids = filesMatching(root, 'machines', MACHINE_FILE).map((path) =>
      basename(path).replace(MACHINE_FILE, ''),
    );
    const imports = ids.map((id) => `import { ${camelCase(id)}Machine } from './${id}.machine';`);
    const entries = ids.map((id) => `  '${id}': ${camelCase(id)}Machine,`);
    return [
      "import type { AnyStateMachine } from 'xstate';",
      "import { machineTexts, type MachineTexts } from './machine-meta';",
      ...imports,
      '',
      '/** One entry per statechart: what designers see in the studio and QA in the path listings. */',
      'export interface MachineEntry extends MachineTexts {',
      '  /** Same as the file name without `.machine.ts`, e.g. `login-modal`. */',
      '  id: string;',
      '  /** Path of the source file from the repository root. */',
      '  source: string;',
      '  machine: AnyStateMachine;',
      '}',
      '',
      '/** Every statechart in machines/, by file name without `.machine.ts`. */',
      'export const machineFiles: Record<string, AnyStateMachine> = {',
      ...entries,
      '};',
      '',
      '/** The machines with the texts of their meta, sorted by area, then title: the order the studio lists them in. */',
      'export const machineRegistry: MachineEntry[] = Object.entries(machineFiles)',
      '  .map(([id, machine]) => ({ id, ...machineTexts(machine), source: `machines/${id}.machine.ts`, machine }))',
      "  .sort((a, b) => a.area.localeCompare(b.area, 'es') || a.title.localeCompare(b.title, 'es'));",
      '',
    ].join('\n');
  },
};
