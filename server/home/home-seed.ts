import type { Clock } from '../clock.js';
import { DEMO_COMPANY_ID } from '../db/seed/demo-company.js';
import type { Database, Queryable } from '../db/database.js';
import { dayIn } from '../../domain/dates.js';

const IMG = '/files/home/';
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Published notices: home banners (type 2), side adverts (type 3) and the Pride Talks slider (type 4). */
const notices = [
  [2, 'Mes del Orgullo: celebra con tu comunidad', 'banner-orgullo', '/blog-company'],
  [2, 'Día de la Visibilidad: conversatorio abierto', 'banner-dia-visibilidad', '/audience'],
  [2, 'Voluntariado Pride: brigadas del mes', 'banner-voluntariado', '/caring-community'],
  [3, 'Beneficios Pride en la tienda', 'anuncio-tienda', '/discount'],
  [3, 'Nuevas vacantes en la bolsa de trabajo', 'anuncio-bolsa', '/job-bank'],
  [4, 'Pride Talks: nueva temporada', 'talks-temporada', '/audience'],
] as const;

/** Talks: [title, image, days from now (negative: past), hour of day]. */
const talks = [
  ['Historia del movimiento LGBTQ+ en México', 'talk-historia', -120],
  ['Salud mental y bienestar en el trabajo', 'talk-salud', -90],
  ['Familias diversas: crianza y derechos', 'talk-familias', -75],
  ['Liderazgo incluyente para equipos híbridos', 'talk-liderazgo', -60],
  ['Identidad de género: preguntas frecuentes', 'talk-identidad', -45],
  ['Aliades en la oficina: del discurso a la acción', 'talk-liderazgo', -38],
  ['Lenguaje incluyente en la comunicación interna', 'talk-historia', -30],
  ['Orgullo y deporte: historias de atletas', 'talk-salud', -21],
  ['Derechos laborales de las personas trans', 'talk-identidad', -14],
  ['Conversatorio: salir del clóset en el trabajo', 'talk-familias', -7],
  ['Diversidad en la ciencia y la tecnología', 'talk-liderazgo', 9],
] as const;

/** Sections, and their items: [section, title, subtitle, image, contacts [type, value][] (first is main)]. */
const sections = [
  [1, 'Pride Music'],
  [2, 'Grupos de interés'],
  [3, 'Embajadores'],
] as const;
const items: [number, string, string, string, [number, string][]][] = [
  [
    1,
    'Voces del Orgullo',
    'Lista de reproducción del mes',
    'music-voces',
    [
      [9, 'https://open.spotify.com/playlist/voces-del-orgullo'],
      [10, 'https://www.youtube.com/@vocesdelorgullo'],
    ],
  ],
  [
    1,
    'Ritmo Libre',
    'Pop y electrónica de artistas LGBTQ+',
    'music-ritmo',
    [[9, 'https://open.spotify.com/playlist/ritmo-libre']],
  ],
  [
    1,
    'Coro Diverso CDMX',
    'Ensayos abiertos los jueves',
    'music-coro',
    [
      [10, 'https://www.youtube.com/@corodiverso'],
      [7, 'https://www.instagram.com/corodiverso'],
    ],
  ],
  [
    2,
    'Familias Diversas',
    'Madres, padres y personas cuidadoras',
    'grupo-familias',
    [
      [2, 'familias@demo.muropride.mx'],
      [1, '5512345678'],
    ],
  ],
  [
    2,
    'Red Trans',
    'Acompañamiento y comunidad',
    'grupo-trans',
    [
      [2, 'redtrans@demo.muropride.mx'],
      [7, 'https://www.instagram.com/redtrans'],
    ],
  ],
  [2, 'Aliades', 'Personas aliadas de la diversidad', 'grupo-aliades', [[2, 'aliades@demo.muropride.mx']]],
  [
    3,
    'Región Norte: Mariana López',
    'Monterrey y Saltillo',
    'embajada-norte',
    [
      [2, 'mariana.lopez@demo.muropride.mx'],
      [4, 'https://www.linkedin.com/in/mariana-lopez'],
      [7, 'https://www.instagram.com/marianapride'],
    ],
  ],
  [
    3,
    'Región Centro: Jorge Ramírez',
    'Ciudad de México y Puebla',
    'embajada-centro',
    [
      [2, 'jorge.ramirez@demo.muropride.mx'],
      [4, 'https://www.linkedin.com/in/jorge-ramirez'],
      [8, 'https://www.tiktok.com/@jorgepride'],
    ],
  ],
];

async function seedNotices(tx: Queryable, today: string, now: Date) {
  const later = dayIn(new Date(now.getTime() + 365 * DAY));
  for (const [typeId, description, image, link] of notices)
    await tx.query(
      `insert into company_holidays (company_id, description, event_date, start_date, end_date, type_id, link, image_path)
       values ($1, $2, $3, $3, $4, $5, $6, $7)`,
      [DEMO_COMPANY_ID, description, today, later, typeId, link, `${IMG}${image}.webp`],
    );
}

async function seedTalks(tx: Queryable, now: Date) {
  const midday = Math.floor(now.getTime() / DAY) * DAY + 18 * HOUR;
  for (const [title, image, days] of talks) {
    const at = new Date(midday + days * DAY);
    await tx.query(
      `insert into auditoriums (company_id, title, reward, conference_url, start_date, conference_date,
         duration_hours, end_date, image_path, created_at)
       values ($1, $2, 30, 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', $3, $4, 2, $5, $6, $7)`,
      [
        DEMO_COMPANY_ID,
        title,
        dayIn(new Date(at.getTime() - 30 * DAY)),
        at,
        new Date(at.getTime() + 2 * HOUR),
        `${IMG}${image}.webp`,
        now,
      ],
    );
  }
}

async function seedGeneric(tx: Queryable, now: Date) {
  for (const [id, name] of sections)
    await tx.query(
      'insert into generic_sections (company_id, generic_section_type_id, name) values ($1, $2, $3)',
      [DEMO_COMPANY_ID, id, name],
    );
  for (const [section, title, subtitle, image, contacts] of items) {
    const [row] = await tx.query<{ id: number }>(
      `insert into generic_section_items (company_id, generic_section_type_id, title, subtitle, image_url, create_date)
       values ($1, $2, $3, $4, $5, $6) returning generic_section_item_id as id`,
      [DEMO_COMPANY_ID, section, title, subtitle, `${IMG}${image}.webp`, now],
    );
    for (const [index, [type, value]] of contacts.entries())
      await tx.query(
        `insert into generic_contact_infos (generic_section_item_id, contact_type_id, contact_value, main_contact, sequence)
         values ($1, $2, $3, $4, $5)`,
        [row?.id, type, value, index === 0, index],
      );
  }
}

/** The home wall's demo content: banners, adverts, Pride Talks and the generic sections. */
export async function seedHome(db: Database, clock: Clock): Promise<void> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from generic_sections');
  if ((row?.count ?? 0) > 0) return;
  const now = clock();
  await db.transaction(async (tx) => {
    await seedNotices(tx, dayIn(now), now);
    await seedTalks(tx, now);
    await seedGeneric(tx, now);
  });
}
