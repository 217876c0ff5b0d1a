import type { AnyStateMachine } from 'xstate';

/**
 * What a machine declares in its root `meta`: the texts the statechart studio and the exports show, and the
 * example data the studio and the QA path tool run it with (docs/statechart-studio.md). The registry is
 * derived from these (decision 0293), so a machine's description lives next to the states it describes.
 */
export interface MachineMeta<TInput, TSamples> {
  title: string;
  /** Area of the product, used to group machines (e.g. 'Sesión', 'Tienda'). */
  area: string;
  /** One paragraph in Spanish, as designers and QA read it in the studio and the exports. */
  description: string;
  /** Input the studio and the path tool start the machine with. */
  input?: TInput;
  /** Example payloads, typed with `EventSamples`, `DoneSamples` and `ErrorSamples` from ./samples. */
  samples: TSamples;
}

export type MachineTexts = Pick<MachineMeta<unknown, unknown>, 'title' | 'area' | 'description'>;

/** The texts of a machine's root meta; a missing one reads as '' (tests/scripts/registry.test.ts fails on it). */
export function machineTexts(machine: AnyStateMachine): MachineTexts {
  const meta: unknown = machine.root.meta;
  const text = (key: keyof MachineTexts): string => {
    const value: unknown = typeof meta === 'object' && meta !== null ? Reflect.get(meta, key) : undefined;
    return typeof value === 'string' ? value : '';
  };
  return { title: text('title'), area: text('area'), description: text('description') };
}
