import type { Clock } from '../clock.js';
import { DEMO_COMPANY_ID } from '../db/seed/demo-company.js';
import type { Database, Queryable } from '../db/database.js';
import { directoryTypes, serviceCategories } from './directory-catalog-data.js';
import { searchTextOf } from './search-text.js';

interface DemoEntry {
  email: string;
  name: string;
  status: number;
  validDays: number | null;
  sub: number | null;
  category: number;
  type: number;
  location: string;
  description: string;
  phone: string;
  contactEmail: string;
  social?: [type: number, value: string][];
}

/** Demo entries: a living list for visitors, and the profile tab's services of the demo members. */
const entries: DemoEntry[] = [
  {
    email: 'miembro@demo.muropride.mx',
    name: 'Mariana López · Diseño gráfico',
    status: 2,
    validDays: 180,
    category: 1,
    sub: 101,
    type: 2,
    location: 'Guadalajara, Jalisco',
    description: 'Identidad visual, logotipos y material para redes sociales de negocios con orgullo.',
    phone: '3312345678',
    contactEmail: 'hola@marianalopez.mx',
    social: [[7, 'https://instagram.com/marianalopez.disena']],
  },
  {
    email: 'miembro@demo.muropride.mx',
    name: 'Mariana López · Clases de yoga',
    status: 1,
    validDays: null,
    category: 2,
    sub: 201,
    type: 1,
    location: 'Guadalajara, Jalisco',
    description: 'Clases de yoga para principiantes en grupos pequeños y seguros.',
    phone: '3312345678',
    contactEmail: 'yoga@marianalopez.mx',
  },
  {
    email: 'miembro@demo.muropride.mx',
    name: 'Mariana López · Repostería',
    status: 3,
    validDays: null,
    category: 3,
    sub: null,
    type: 1,
    location: 'Guadalajara, Jalisco',
    description: 'Pasteles por encargo.',
    phone: '3312345678',
    contactEmail: 'pasteles@marianalopez.mx',
  },
  {
    email: 'miembro@demo.muropride.mx',
    name: 'Mariana López · Asesoría de imagen',
    status: 4,
    validDays: 30,
    category: 4,
    sub: 403,
    type: 1,
    location: 'Guadalajara, Jalisco',
    description: 'Asesoría de imagen personal.',
    phone: '3312345678',
    contactEmail: 'imagen@marianalopez.mx',
  },
  {
    email: 'nuevo@demo.muropride.mx',
    name: 'Luis Ángel Torres · Fotografía de eventos',
    status: 2,
    validDays: 365,
    category: 1,
    sub: 102,
    type: 1,
    location: 'Monterrey, Nuevo León',
    description: 'Fotografía de bodas, fiestas y eventos del orgullo, con entrega en una semana.',
    phone: '8187654321',
    contactEmail: 'luis.torres.foto@example.com',
  },
  {
    email: 'alejandro.cruz@demo.muropride.mx',
    name: 'Café Arcoíris',
    status: 2,
    validDays: 200,
    category: 3,
    sub: 301,
    type: 3,
    location: 'Coyoacán, Ciudad de México',
    description: 'Cafetería de especialidad con espacio seguro, pan dulce y café de Chiapas tostado en casa.',
    phone: '5511223344',
    contactEmail: 'contacto@cafearcoiris.mx',
    social: [
      [3, 'https://cafearcoiris.mx'],
      [5, 'https://facebook.com/cafearcoiris'],
      [7, 'https://instagram.com/cafearcoiris'],
    ],
  },
  {
    email: 'sofia.reyes@demo.muropride.mx',
    name: 'Sofía Reyes · Psicología afirmativa',
    status: 2,
    validDays: 90,
    category: 2,
    sub: 202,
    type: 2,
    location: 'Puebla, Puebla',
    description: 'Terapia individual y de pareja con enfoque afirmativo LGBTQ+, en línea y presencial.',
    phone: '2221234567',
    contactEmail: 'consulta@sofiareyes.mx',
    social: [[4, 'https://linkedin.com/in/sofiareyes']],
  },
  {
    email: 'carlos.mendoza@demo.muropride.mx',
    name: 'Carlos Mendoza · Contabilidad',
    status: 2,
    validDays: 120,
    category: 4,
    sub: 401,
    type: 1,
    location: 'Querétaro, Querétaro',
    description: 'Declaraciones, facturación y contabilidad para personas emprendedoras.',
    phone: '4429876543',
    contactEmail: 'carlos.contador@example.com',
  },
  {
    email: 'ricardo.morales@demo.muropride.mx',
    name: 'Ricardo Morales · Desarrollo web',
    status: 1,
    validDays: null,
    category: 5,
    sub: 501,
    type: 1,
    location: 'Mérida, Yucatán',
    description: 'Sitios web y tiendas en línea para negocios pequeños.',
    phone: '9991112233',
    contactEmail: 'ricardo.dev@example.com',
  },
];

const day = 86_400_000;

async function insertCatalogs(tx: Queryable): Promise<void> {
  for (const category of serviceCategories) {
    await tx.query(
      'insert into directory_categories (category_service_id, company_id, name) values ($1, $2, $3)',
      [category.id, DEMO_COMPANY_ID, category.name],
    );
    for (const [id, name] of category.subs) {
      await tx.query(
        `insert into directory_sub_categories (sub_category_service_id, category_service_id, name)
         values ($1, $2, $3)`,
        [id, category.id, name],
      );
    }
  }
  for (const t of directoryTypes) {
    await tx.query(
      `insert into directory_types (directory_type_id, directory_type_name, short_description, description,
         monthly_price, benefits, quantity_image) values ($1, $2, $3, $4, $5, $6, $7)`,
      [t.id, t.name, t.short, t.description, t.price, JSON.stringify(t.benefits), t.images],
    );
  }
  // The company's directory values (spec 002 customisation), unless HR already set a post cost.
  await tx.query(
    `update company_customizations set amount = 199, amount_to_verify = 10, no_days_grace = 15
      where company_id = $1 and amount = 0`,
    [DEMO_COMPANY_ID],
  );
}

async function insertEntry(tx: Queryable, e: DemoEntry, now: number): Promise<void> {
  const [user] = await tx.query<{ user_id: number }>('select user_id from users where email = $1', [e.email]);
  if (!user) return;
  const category = serviceCategories.find((c) => c.id === e.category);
  const sub = category?.subs.find(([id]) => id === e.sub);
  const search = searchTextOf({
    fullName: e.name,
    location: e.location,
    category: category?.name ?? '',
    subCategory: sub?.[1] ?? '',
    contacts: [e.phone, e.contactEmail],
  });
  const [row] = await tx.query<{ directory_info_id: number }>(
    `insert into directory_infos (user_id, company_id, full_name, expiration_date, directory_info_status_id,
       active, directory_description, location, category_service_id, sub_category_service_id, directory_type_id,
       search_text, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning directory_info_id`,
    [
      user.user_id,
      DEMO_COMPANY_ID,
      e.name,
      e.validDays === null ? null : new Date(now + e.validDays * day).toISOString().slice(0, 10),
      e.status,
      e.status !== 4,
      e.description,
      e.location,
      e.category,
      e.sub,
      e.type,
      search,
      new Date(now - entries.indexOf(e) * day),
    ],
  );
  const contacts: [number, string][] = [[1, e.phone], [2, e.contactEmail], ...(e.social ?? [])];
  for (const [type, value] of contacts) {
    await tx.query(
      'insert into directory_contacts (directory_info_id, contact_type_id, contact_value) values ($1, $2, $3)',
      [row?.directory_info_id, type, value],
    );
  }
}

/** Adds the directory's catalogues and demo entries once (docs/decisions/0009-demo-data.md). */
export async function seedDirectory(db: Database, clock: Clock): Promise<void> {
  const [seeded] = await db.query<{ count: number }>(
    'select count(*)::int as count from directory_categories',
  );
  if ((seeded?.count ?? 0) > 0) return;
  const now = clock().getTime();
  await db.transaction(async (tx) => {
    await insertCatalogs(tx);
    for (const entry of entries) await insertEntry(tx, entry, now);
  });
}
