import type { Clock } from '../../clock.js';
import type { Database } from '../database.js';

type Activity = [type: string, name: string, daysAgo: number | null];

/**
 * The activities tab of the demo members, by e-mail. Their published services are the directory's demo
 * entries (server/directory/directory-seed.ts) and their applications the job bank's (server/job-bank/job-seed.ts).
 */
const demo: Record<string, { activities: Activity[] }> = {
  'miembro@demo.muropride.mx': {
    activities: [
      ['Encuesta', 'Clima laboral e inclusión 2026', 12],
      ['Pride Talk', 'Liderazgo con orgullo', 30],
      ['Evento', 'Caminata del Orgullo CDMX', 60],
      ['Curso', 'Lenguaje incluyente en el trabajo', null],
    ],
  },
  'nuevo@demo.muropride.mx': {
    activities: [['Evento', 'Bienvenida a nuevos integrantes', 5]],
  },
};

const day = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Adds the demo rows of the profile tabs once (docs/decisions/0009-demo-data.md); needs the demo people. */
export async function seedProfileArea(db: Database, clock: Clock): Promise<void> {
  const [seeded] = await db.query<{ count: number }>('select count(*)::int as count from user_activities');
  if ((seeded?.count ?? 0) > 0) return;
  const now = clock().getTime();
  const at = (days: number) => isoDate(new Date(now + days * day));
  await db.transaction(async (tx) => {
    for (const [email, rows] of Object.entries(demo)) {
      const [user] = await tx.query<{ user_id: number }>('select user_id from users where email = $1', [
        email,
      ]);
      if (!user) continue;
      for (const [type, name, daysAgo] of rows.activities) {
        await tx.query(
          'insert into user_activities (user_id, activity_type, name, end_date) values ($1, $2, $3, $4)',
          [user.user_id, type, name, daysAgo === null ? null : at(-daysAgo)],
        );
      }
    }
  });
}
