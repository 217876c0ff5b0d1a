import type { Clock } from '../../clock.js';
import type { Database } from '../database.js';
import { gatewayAreas } from '../../areas.generated.js';

/** The areas' seeds by their manifests' `seed.order`, run after the company seed (decision 0292). */
const areaSeeds = gatewayAreas
  .flatMap((area) => (area.seed ? [area.seed] : []))
  .sort((a, b) => a.order - b.order)
  .map((seed) => seed.run);

export async function seedAreas(db: Database, clock: Clock): Promise<void> {
  for (const seed of areaSeeds) await seed(db, clock);
}
