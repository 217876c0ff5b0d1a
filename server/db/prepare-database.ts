import type { PasswordHasher } from '../auth/passwords.js';
import type { Clock } from '../clock.js';
import type { Database } from './database.js';
import { applyMigrations } from './migrate.js';
import { seedAreas } from './seed/area-seeds.js';
import { seedIfEmpty } from './seed/seed.js';

/**
 * The whole start of a database under one lock (decision 0282): the migrations table, the migrations, the demo
 * company and every area's seed. Gateways started together take turns, and the later ones find it all done.
 * True when this call seeded the demo company.
 */
export function prepareDatabase(db: Database, passwords: PasswordHasher, clock: Clock): Promise<boolean> {
  return db.exclusive(async () => {
    await applyMigrations(db);
    const seeded = await seedIfEmpty(db, passwords, clock);
    await seedAreas(db, clock);
    return seeded;
  });
}
