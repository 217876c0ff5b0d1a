import type { Clock } from '../../clock.js';
import type { Database } from '../database.js';
import { seedStore } from '../../store/store-seed.js';
import { seedOrganisation } from '../../organisation/org-seed.js';
import { seedProfileArea } from './profile-seed.js';
import { seedSurveys } from '../../surveys/survey-seed.js';
import { seedBillboard } from '../../billboard/billboard-seed.js';
import { seedJobBank } from '../../jobs/job-seed.js';
import { seedRecognition } from '../../recognition/recognition-seed.js';
import { seedDirectory } from '../../directory/directory-seed.js';
import { seedRewards } from '../../rewards/reward-seed.js';
import { seedPosts } from '../../posts/post-seed.js';
import { seedHome } from '../../home/home-seed.js';

/**
 * Demo data of one product area, added to a database that already has the company and its people. Each
 * checks its own tables, so an area that arrives later still seeds a database created before it.
 */
type AreaSeed = (db: Database, clock: Clock) => Promise<void>;

/** Run in order after the company seed; add an area's seed here. */
const areaSeeds: AreaSeed[] = [
  seedOrganisation,
  seedProfileArea,
  seedStore,
  seedSurveys,
  seedBillboard,
  seedJobBank,
  seedRecognition,
  seedDirectory,
  seedRewards,
  seedPosts,
  seedHome,
];

export async function seedAreas(db: Database, clock: Clock): Promise<void> {
  for (const seed of areaSeeds) await seed(db, clock);
}
