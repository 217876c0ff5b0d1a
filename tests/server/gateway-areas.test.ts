import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { uploadRules } from '../../domain/upload-rules.js';
import { gatewayAreas } from '../../server/areas.generated.js';
import type { Services } from '../../server/services.js';
import { testConfig } from './support/test-app.js';

const root = join(import.meta.dirname, '../..');
const MANIFEST = /\.area\.ts$/;

interface ContractOperation {
  operationId: string;
  tags?: string[];
}

/** The operations of `openapi/paths/<area>.yaml`: path item key → method → operation. */
function contractOperations(area: string): ContractOperation[] {
  const file = parse(readFileSync(join(root, 'openapi/paths', `${area}.yaml`), 'utf8')) as Record<
    string,
    Record<string, ContractOperation | undefined>
  >;
  return Object.values(file).flatMap((item) =>
    Object.values(item).filter((operation) => typeof operation?.operationId === 'string'),
  ) as ContractOperation[];
}

const contractAreas = readdirSync(join(root, 'openapi/paths'))
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => name.replace(/\.yaml$/, ''))
  .sort();
const manifestFiles = readdirSync(join(root, 'server/routes'))
  .filter((name) => MANIFEST.test(name))
  .map((name) => name.replace(MANIFEST, ''))
  .sort();

// Handler factories only keep the services for later; the directory's card signs tickets with the config's key.
const services = { config: testConfig() } as Services;

describe('gateway areas (decision 0292)', () => {
  it('has one manifest for every contract file and one contract file for every manifest', () => {
    expect(manifestFiles).toEqual(contractAreas);
    expect(gatewayAreas.map((area) => area.name).sort()).toEqual(contractAreas);
  });

  it.each(manifestFiles)('names the manifest server/routes/%s.area.ts after its file', async (file) => {
    const module = (await import(
      pathToFileURL(join(root, 'server/routes', `${file}.area.ts`)).href
    )) as Record<string, { name: string }>;
    expect(Object.values(module).map((area) => area.name)).toEqual([file]);
  });

  it.each(contractAreas)('tags every operation of openapi/paths/%s.yaml with its area first', (area) => {
    const tags = contractOperations(area).map((operation) => operation.tags ?? []);
    // The sandbox tag only marks what the gateway serves with PAYMENTS_SANDBOX on.
    for (const [first, ...more] of tags) {
      expect(first).toBe(area);
      expect(more.every((tag) => tag === 'sandbox')).toBe(true);
    }
  });

  it.each(gatewayAreas.map((area) => [area.name, area] as const))(
    'gives the %s area the handlers and uploads of its own contract file',
    (name, area) => {
      const operations = contractOperations(name).map((operation) => operation.operationId);
      expect(Object.keys(area.handlers(services)).sort()).toEqual([...operations].sort());
      expect(operations).toEqual(expect.arrayContaining([...(area.uploads ?? [])]));
    },
  );

  it('claims every upload rule of domain/upload-rules.ts in exactly one area', () => {
    const claimed = gatewayAreas.flatMap((area) => area.uploads ?? []);
    expect([...claimed].sort()).toEqual(Object.keys(uploadRules).sort());
  });

  it('runs the seeds in one order, organisation and profile before the rest, home last', () => {
    const seeded = gatewayAreas
      .filter((area) => area.seed !== undefined)
      .sort((a, b) => (a.seed?.order ?? 0) - (b.seed?.order ?? 0))
      .map((area) => area.name);
    const orders = gatewayAreas.flatMap((area) => (area.seed ? [area.seed.order] : []));
    expect(new Set(orders).size).toBe(orders.length);
    expect(seeded).toEqual([
      'admin-control',
      'profile',
      'store',
      'surveys',
      'billboard',
      'job-bank',
      'recognition',
      'directory',
      'rewards',
      'posts',
      'home',
    ]);
  });
});
