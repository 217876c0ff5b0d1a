import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { providerLogo, seedProviders } from '../../server/store/store-catalog-data.js';

const filesRoot = join(import.meta.dirname, '..', '..', 'server');

describe('seeded provider and foundation logos', () => {
  // The card prints the name under the logo; a name drawn inside the art shows twice, the second tiny.
  it.each(seedProviders.map((p) => [p.name, providerLogo(p.slug)]))(
    '%s: the logo is art only, without the name as text',
    (_name, url) => {
      const svg = readFileSync(join(filesRoot, url), 'utf8');
      expect(svg).toMatch(/^<svg/);
      expect(svg).not.toMatch(/<text\b/);
    },
  );
});
