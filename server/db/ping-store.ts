import type { Database } from './database.js';

/** Whether the database answers a trivial query within `boundMs` (GET /api/health). */
export async function databaseAnswers(db: Database, boundMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), boundMs);
  });
  const answered = db.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
