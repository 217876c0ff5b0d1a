import type { AnyStateMachine } from 'xstate';
import { machineTexts, type MachineTexts } from './machine-meta';
import { machineFiles } from './registry.generated';

/** One entry per statechart: what designers see in the studio and QA in the path listings. */
export interface MachineEntry extends MachineTexts {
  /** Same as the file name without `.machine.ts`, e.g. `login-modal`. */
  id: string;
  /** Path of the source file from the repository root. */
  source: string;
  machine: AnyStateMachine;
}

/**
 * Derived, never edited (decision 0293): the machines come from the generated index (`npm run areas`), their
 * texts from each machine's own meta. Sorted by area, then title, the order the studio lists them in.
 */
export const machineRegistry: MachineEntry[] = Object.entries(machineFiles)
  .map(([id, machine]) => ({ id, ...machineTexts(machine), source: `machines/${id}.machine.ts`, machine }))
  .sort((a, b) => a.area.localeCompare(b.area, 'es') || a.title.localeCompare(b.title, 'es'));
