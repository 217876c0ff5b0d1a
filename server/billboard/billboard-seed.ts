import type { Clock } from '../clock.js';
import { DEMO_COMPANY_ID } from '../db/seed/demo-company.js';
import type { Database, Queryable } from '../db/database.js';
import { dayIn, DEFAULT_TIME_ZONE } from '../../domain/dates.js';
import { clabeWithControl } from '../../domain/event-request.js';
import { insertCourse, replaceCourseFiles, setRecommendationFlag } from './course-store.js';
import { insertEvent, type NewTicketEvent } from './event-store.js';

const DAY = 86_400_000;
const art = (slug: string) => `/files/billboard/${slug}.svg`;

async function userId(db: Queryable, email: string): Promise<number | undefined> {
  const [row] = await db.query<{ user_id: number }>('select user_id from users where lower(email) = $1', [
    email,
  ]);
  return row?.user_id;
}

function demoEvent(
  ownerUserId: number,
  day: (offset: number) => string,
  name: string,
  slug: string,
  sector: number,
  offset: number,
): NewTicketEvent {
  return {
    companyId: DEMO_COMPANY_ID,
    ownerUserId,
    eventName: name,
    eventSector: sector,
    eventDescription: `${name}: un espacio seguro para celebrar la diversidad con la comunidad.`,
    eventPriceTicket: '250',
    eventAudience: '300',
    eventNote: 'Cupo limitado; llega con 20 minutos de anticipación.',
    eventTicketBanner: art(slug),
    eventTicketPromo: art(slug),
    eventTicketAd: null,
    eventPlaceName: 'Foro Diversidad',
    eventStreetName: 'Avenida Reforma 222',
    eventZipCode: '06600',
    eventState: 'Ciudad de México',
    eventCity: 'Cuauhtémoc',
    eventNeighboor: 'Juárez',
    eventPhone: '5512345678',
    eventDate: day(offset),
    eventHour: '19:00',
    eventTicketDateStart: day(0),
    eventTicketDateEnd: day(offset - 1),
    eventTicketHourStart: '09:00',
    eventTicketHourEnd: '23:50',
    eventTime: 120,
    eventOwnerName: 'Colectivo Arcoiris',
    eventOwnerPhone: '5587654321',
    eventOwnerEmail: 'eventos@colectivoarcoiris.mx',
    eventOwnerBankName: 'Colectivo Arcoiris',
    eventOwnerBank: 'Banco Azteca',
    eventOwnerClabe: clabeWithControl('12718000123456789'),
    eventOwnerInvoice: false,
    eventOwnerCompanyReason: '',
    eventOwnerRFC: '',
  };
}

/** Demo billboard: events on sale and one awaiting HR, recommendations of each media type. */
export async function seedBillboard(db: Database, clock: Clock): Promise<void> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from tickets_events');
  if ((row?.count ?? 0) > 0) return;
  const now = clock();
  const day = (offset: number) => dayIn(new Date(now.getTime() + offset * DAY), DEFAULT_TIME_ZONE);
  const member = await userId(db, 'miembro@demo.muropride.mx');
  const hr = await userId(db, 'rh@demo.muropride.mx');
  const newcomer = await userId(db, 'nuevo@demo.muropride.mx');
  if (!member || !hr) return;
  await db.transaction(async (tx) => {
    const on = [
      demoEvent(member, day, 'Marcha del Orgullo: después de la marcha', 'marcha-orgullo', 8, 20),
      demoEvent(hr, day, 'Noche de cine queer en la terraza', 'cine-queer', 3, 12),
    ];
    for (const event of on) {
      const id = await insertEvent(tx, event, [], now);
      await tx.query(
        "update tickets_events set status = 'approved', decided_by = $2, decided_at = $3 where tickets_event_id = $1",
        [id, hr, now],
      );
    }
    await insertEvent(
      tx,
      demoEvent(member, day, 'Taller de voguing para principiantes', 'taller-voguing', 4, 30),
      [],
      now,
    );

    const link = await insertCourse(
      tx,
      DEMO_COMPANY_ID,
      {
        courseMediaTypeId: 2,
        name: 'Guía de lenguaje incluyente',
        description: 'Una guía práctica para comunicarnos con respeto en el trabajo y fuera de él.',
        startDate: day(-2),
        endDate: day(60),
        reward: 50,
        urlMedia: 'https://www.gob.mx/conapred',
      },
      false,
      hr,
      now,
    );
    await replaceCourseFiles(tx, link, [{ fileName: 'guia-lenguaje.svg', path: art('guia-lenguaje') }]);
    await insertCourse(
      tx,
      DEMO_COMPANY_ID,
      {
        courseMediaTypeId: 3,
        name: 'Historia del movimiento LGBTQ+ en México',
        description: 'Un recorrido en video por las marchas, las leyes y las personas que abrieron camino.',
        startDate: day(-1),
        endDate: day(45),
        reward: 30,
        urlMedia: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
      },
      false,
      hr,
      now,
    );
    if (newcomer) await setRecommendationFlag(tx, newcomer, false);
  });
}
