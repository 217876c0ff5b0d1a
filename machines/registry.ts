import type { AnyStateMachine } from 'xstate';

/** One entry per statechart: what designers see in the studio and QA in the path listings. */
export interface MachineEntry {
  /** Same as the file name without `.machine.ts`, e.g. `login-modal`. */
  id: string;
  title: string;
  /** Area of the product, used to group machines (e.g. 'Sesión', 'Tienda'). */
  area: string;
  /** One paragraph, in English, for designers and QA. */
  description: string;
  /** Path of the source file from the repository root. */
  source: string;
  machine: AnyStateMachine;
}

export const machineRegistry: MachineEntry[] = [];
