import type { Clock } from '../../clock.js';
import type { Database } from '../database.js';

type Activity = [type: string, name: string, daysAgo: number | null];
type Service = [fullName: string, status: number, validDays: number | null, category?: string, sub?: string];
type Application = [
  jobId: number,
  title: string,
  location: string,
  category: string,
  company: string,
  daysAgo: number,
];

/** Profile tabs of the demo members (activities, published services, applications), by e-mail. */
const demo: Record<string, { activities: Activity[]; services: Service[]; applications: Application[] }> = {
  'miembro@demo.muropride.mx': {
    activities: [
      ['Encuesta', 'Clima laboral e inclusión 2026', 12],
      ['Pride Talk', 'Liderazgo con orgullo', 30],
      ['Evento', 'Caminata del Orgullo CDMX', 60],
      ['Curso', 'Lenguaje incluyente en el trabajo', null],
    ],
    services: [
      ['Mariana López · Diseño gráfico', 2, 180, 'Servicios creativos', 'Diseño gráfico'],
      ['Mariana López · Clases de yoga', 1, null, 'Salud y bienestar', 'Yoga'],
      ['Mariana López · Repostería', 3, null, 'Alimentos'],
      ['Mariana López · Asesoría de imagen', 4, 30],
    ],
    applications: [
      [301, 'Analista de datos', 'Guadalajara, Jal.', 'Tecnología', 'Muro Pride Demo', 8],
      [305, 'Coordinadora de diversidad', 'Remoto', 'Recursos Humanos', 'Fundación Arcoíris', 21],
    ],
  },
  'nuevo@demo.muropride.mx': {
    activities: [['Evento', 'Bienvenida a nuevos integrantes', 5]],
    services: [['Luis Ángel Torres · Fotografía de eventos', 2, 365, 'Servicios creativos']],
    applications: [[302, 'Desarrollador front-end', 'Monterrey, N.L.', 'Tecnología', 'Muro Pride Demo', 3]],
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
      for (const [fullName, status, validDays, category, sub] of rows.services) {
        await tx.query(
          `insert into directory_infos (user_id, full_name, expiration_date, directory_info_status_id, active,
             category_service_name, sub_category_service_name) values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            user.user_id,
            fullName,
            validDays === null ? null : at(validDays),
            status,
            status !== 4,
            category ?? null,
            sub ?? null,
          ],
        );
      }
      for (const [jobId, title, location, category, company, daysAgo] of rows.applications) {
        await tx.query(
          `insert into job_postulations (user_id, job_id, job_title, job_location, job_category, job_company_name,
             postulation_date) values ($1, $2, $3, $4, $5, $6, $7)`,
          [user.user_id, jobId, title, location, category, company, at(-daysAgo)],
        );
      }
    }
  });
}
