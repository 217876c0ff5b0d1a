import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';

const root = resolve(import.meta.dirname, '../..');
const machineFiles = readdirSync(join(root, 'machines'))
  .filter((name) => name.endsWith('.machine.ts'))
  .map((name) => name.replace(/\.machine\.ts$/, ''))
  .sort();

describe('machine registry', () => {
  it('registers every machines/*.machine.ts file, and nothing else', () => {
    expect(machineRegistry.map((entry) => entry.id).sort()).toEqual(machineFiles);
  });

  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
    '%s: id is its file name, the source exists, texts are filled in',
    (id, entry) => {
      expect(entry.source).toBe(`machines/${id}.machine.ts`);
      expect(existsSync(join(root, entry.source))).toBe(true);
      expect(entry.title.trim()).not.toBe('');
      expect(entry.area.trim()).not.toBe('');
      expect(entry.description.trim()).not.toBe('');
    },
  );

  it('uses each id once', () => {
    const ids = machineRegistry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
