import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineTexts } from '../../machines/machine-meta';
import { machineFiles, machineRegistry } from '../../machines/registry';

const root = resolve(import.meta.dirname, '../..');
const machineFileIds = readdirSync(join(root, 'machines'))
  .filter((name) => name.endsWith('.machine.ts'))
  .map((name) => name.replace(/\.machine\.ts$/, ''))
  .sort();

describe('machine registry', () => {
  it('registers every machines/*.machine.ts file, and nothing else', () => {
    expect(machineRegistry.map((entry) => entry.id).sort()).toEqual(machineFileIds);
  });

  it.each(Object.entries(machineFiles))('%s: its meta gives title, area and description', (id, machine) => {
    const meta: unknown = machine.root.meta;
    expect(meta, `machines/${id}.machine.ts has no root meta`).toBeTypeOf('object');
    for (const key of ['title', 'area', 'description']) {
      const value: unknown = meta && Reflect.get(meta, key);
      expect(value, `machines/${id}.machine.ts: meta.${key}`).toBeTypeOf('string');
      expect(String(value).trim(), `machines/${id}.machine.ts: meta.${key}`).not.toBe('');
    }
  });

  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
    '%s: id is its file name, the source exists, texts come from its meta',
    (id, entry) => {
      expect(entry.source).toBe(`machines/${id}.machine.ts`);
      expect(existsSync(join(root, entry.source))).toBe(true);
      expect(entry.machine).toBe(machineFiles[id]);
      expect(entry).toMatchObject(machineTexts(entry.machine));
    },
  );

  it('reads a missing text as empty, which the meta check above rejects', () => {
    const bare = createMachine({ id: 'bare', meta: { title: 'Sin área' } });
    expect(machineTexts(bare)).toEqual({ title: 'Sin área', area: '', description: '' });
    expect(machineTexts(createMachine({ id: 'none' }))).toEqual({ title: '', area: '', description: '' });
  });

  it('lists the machines by area, then title, as the studio shows them', () => {
    const order = machineRegistry.map((entry) => [entry.area, entry.title]);
    const sorted = [...order].sort(
      ([areaA = '', titleA = ''], [areaB = '', titleB = '']) =>
        areaA.localeCompare(areaB, 'es') || titleA.localeCompare(titleB, 'es'),
    );
    expect(order).toEqual(sorted);
  });

  it('gives each machine its own XState id, which the studio matches live actors by', () => {
    const ids = machineRegistry.map((entry) => entry.machine.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
