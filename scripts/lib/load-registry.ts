import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MachineEntry } from '../../machines/registry';

/**
 * The machines a command works on: the project's registry, or another module exporting
 * `machineRegistry` (`--registry <file>`), which is how the tests run the commands on fixture machines.
 */
export async function loadRegistry(modulePath?: string): Promise<MachineEntry[]> {
  const module = (await import(
    modulePath ? pathToFileURL(resolve(modulePath)).href : '../../machines/registry.ts'
  )) as { machineRegistry?: MachineEntry[] };
  if (!Array.isArray(module.machineRegistry)) {
    throw new Error(`${modulePath ?? 'machines/registry.ts'} does not export machineRegistry`);
  }
  return [...module.machineRegistry].sort((a, b) => a.id.localeCompare(b.id));
}
