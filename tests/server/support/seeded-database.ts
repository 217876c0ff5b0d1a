import { createPasswordHasher } from '../../../server/auth/passwords.js';
import type { Clock } from '../../../server/clock.js';
import type { Database } from '../../../server/db/database.js';
import { migrateUp } from '../../../server/db/migrate.js';
import { seedIfEmpty } from '../../../server/db/seed/seed.js';

/** Cheap argon2id parameters so tests stay fast; production uses securePasswordCost. */
export const testPasswordCost = { memoryCost: 256, timeCost: 1, parallelism: 1 };

/** Brings a database to the last migration with the demo company; both steps skip what is already done. */
export async function migrateAndSeed(db: Database, clock: Clock): Promise<void> {
  await migrateUp(db);
  await seedIfEmpty(db, createPasswordHasher(testPasswordCost), clock);
}
