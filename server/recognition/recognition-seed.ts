import { addDays } from '../../domain/recognition.js';
import { dayIn } from '../../domain/dates.js';
import type { Clock } from '../clock.js';
import { DEMO_COMPANY_ID } from '../db/seed/demo-company.js';
import type { Database } from '../db/database.js';
import { insertAcknowledgment } from './acknowledgment-store.js';
import { insertCategory } from './category-store.js';
import { insertLevel } from './level-store.js';

const ICONS = '/files/recognition';
const ladder = [
  ['Bronce', 1, `${ICONS}/bronze.svg`],
  ['Plata', 3, `${ICONS}/silver.svg`],
  ['Oro', 5, `${ICONS}/gold.svg`],
] as const;

const categories = [
  ['Trabajo en equipo', 'Para quien suma y hace crecer al equipo.'],
  ['Liderazgo incluyente', 'Para quien abre espacios seguros y da voz a todas las personas.'],
  ['Innovación', 'Para quien propone ideas nuevas que mejoran nuestro trabajo.'],
] as const;

/** Who recognised whom in the first category: [from, to, text]. */
const thanks = [
  ['carlos.mendoza', 'miembro', 'Gracias por ayudarme con la presentación del trimestre.'],
  ['sofia.reyes', 'miembro', 'Siempre dispuesta a escuchar y apoyar.'],
  ['alejandro.cruz', 'miembro', 'Tu ayuda con el cierre fue clave.'],
  ['miembro', 'carlos.mendoza', 'Excelente coordinación del evento de orgullo.'],
  ['sofia.reyes', 'carlos.mendoza', 'Gran compañero en cada proyecto.'],
  ['miembro', 'sofia.reyes', 'Gracias por tu paciencia al explicarme el proceso.'],
] as const;

/** The demo company's recognition categories, their ladder and a few recognitions. */
export async function seedRecognition(db: Database, clock: Clock): Promise<void> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from acknowledgment_types');
  if ((row?.count ?? 0) > 0) return;
  const today = dayIn(clock());
  const people = await db.query<{ user_id: number; email: string }>(
    'select user_id, email from users where company_id = $1',
    [DEMO_COMPANY_ID],
  );
  const idOf = (name: string) => people.find((p) => p.email === `${name}@demo.muropride.mx`)?.user_id;
  await db.transaction(async (tx) => {
    const typeIds: number[] = [];
    for (const [title, description] of categories) {
      const id = await insertCategory(tx, DEMO_COMPANY_ID, {
        title,
        description,
        active: true,
        validFrom: addDays(today, -30),
        validTo: addDays(today, 90),
      });
      typeIds.push(id);
      for (const [name, minimum, urlLogo] of ladder)
        await insertLevel(tx, {
          acknowledgmentTypeId: id,
          description: name,
          noAcknowledgment: minimum,
          urlLogo,
          active: true,
        });
    }
    const [first] = typeIds;
    if (first === undefined) return;
    for (const [index, [from, to, text]] of thanks.entries()) {
      const fromId = idOf(from);
      const toId = idOf(to);
      if (fromId === undefined || toId === undefined) continue;
      const at = new Date(clock().getTime() - (thanks.length - index) * 3_600_000);
      await insertAcknowledgment(tx, { acknowledgmentTypeId: first, from: fromId, to: toId, text, at });
    }
  });
}
