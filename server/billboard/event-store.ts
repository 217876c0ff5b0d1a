import type { TicketEvent, TicketEventCard } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { firstRow, numberOf } from '../db/query-rows.js';

export type EventDocumentName = 'bankAccount' | 'constancy';

/** The fields of a new event request, already checked. */
export interface NewTicketEvent {
  companyId: number;
  ownerUserId: number;
  eventName: string;
  eventSector: number;
  eventDescription: string;
  eventPriceTicket: string;
  eventAudience: string;
  eventNote: string;
  eventTicketBanner: string;
  eventTicketPromo: string;
  eventTicketAd: string | null;
  eventPlaceName: string;
  eventStreetName: string;
  eventZipCode: string;
  eventState: string;
  eventCity: string;
  eventNeighboor: string;
  eventPhone: string;
  eventDate: string;
  eventHour: string;
  eventTicketDateStart: string;
  eventTicketDateEnd: string;
  eventTicketHourStart: string;
  eventTicketHourEnd: string;
  eventTime: number;
  eventOwnerName: string;
  eventOwnerPhone: string;
  eventOwnerEmail: string;
  eventOwnerBankName: string;
  eventOwnerBank: string;
  eventOwnerClabe: string;
  eventOwnerInvoice: boolean;
  eventOwnerCompanyReason: string;
  eventOwnerRFC: string;
}

export interface EventDocumentFile {
  document: EventDocumentName;
  fileName: string;
  contentType: string;
  data: Buffer;
}

const CARD_COLUMNS = `e.tickets_event_id as "ticketsEventId", e.event_name as "eventName",
  e.event_sector as "eventSector", s.name as "ticketsEventSectorName",
  e.event_description as "eventDescription", e.event_price_ticket as "eventPriceTicket",
  e.event_audience as "eventAudience", e.event_note as "eventNote", e.event_ticket_banner as "eventImage",
  e.event_ticket_banner as "eventTicketBanner", e.event_ticket_promo as "eventTicketPromo",
  e.event_ticket_ad as "eventTicketAd", e.event_place_name as "eventPlaceName",
  e.event_place_name || ', ' || e.event_city || ', ' || e.event_state as "locationName",
  e.event_street_name as "eventStreetName", e.event_zip_code as "eventZipCode", e.event_state as "eventState",
  e.event_city as "eventCity", e.event_neighboor as "eventNeighboor", e.event_phone as "eventPhone",
  e.event_date as "eventDate", e.event_date as "celebrationDate", e.event_hour as "eventHour",
  e.ticket_date_start as "eventTicketDateStart", e.ticket_date_end as "eventTicketDateEnd",
  e.ticket_hour_start as "eventTicketHourStart", e.ticket_hour_end as "eventTicketHourEnd",
  e.event_time as "eventTime", e.owner_name as "eventOwnerName", e.owner_phone as "eventOwnerPhone",
  e.owner_email as "eventOwnerEmail", e.created_at as "creationDate"`;

const FULL_COLUMNS = `${CARD_COLUMNS}, e.status, case e.status when 'pending' then null else e.status = 'approved' end
  as "isApproved", e.owner_user_id as "ownerUserId", e.owner_bank_name as "eventOwnerBankName",
  e.owner_bank as "eventOwnerBank", e.owner_clabe as "eventOwnerClabe", e.owner_invoice as "eventOwnerInvoice",
  e.owner_company_reason as "eventOwnerCompanyReason", e.owner_rfc as "eventOwnerRFC",
  exists (select 1 from ticket_event_documents d where d.tickets_event_id = e.tickets_event_id
    and d.document = 'constancy') as "hasFileConstancy"`;

const FROM = 'from tickets_events e join event_sectors s on s.event_sector_id = e.event_sector';

type Row<T> = Omit<T, 'creationDate'> & { creationDate: Date | string };
const withIsoDate = <T extends { creationDate: string }>(row: Row<T>): T =>
  ({ ...row, creationDate: new Date(row.creationDate).toISOString() }) as T;

export async function listSectors(db: Queryable) {
  return db.query<{ eventSectorId: number; name: string }>(
    'select event_sector_id as "eventSectorId", name from event_sectors order by event_sector_id',
  );
}

export async function sectorExists(db: Queryable, sectorId: number): Promise<boolean> {
  const rows = await db.query('select 1 from event_sectors where event_sector_id = $1', [sectorId]);
  return rows.length > 0;
}

/** Inserts the request and its private documents; returns its id. Run inside a transaction. */
export async function insertEvent(
  db: Queryable,
  event: NewTicketEvent,
  documents: EventDocumentFile[],
  createdAt: Date,
): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    `insert into tickets_events (company_id, owner_user_id, event_name, event_sector, event_description,
       event_price_ticket, event_audience, event_note, event_ticket_banner, event_ticket_promo, event_ticket_ad,
       event_place_name, event_street_name, event_zip_code, event_state, event_city, event_neighboor,
       event_phone, event_date, event_hour, ticket_date_start, ticket_date_end, ticket_hour_start,
       ticket_hour_end, event_time, owner_name, owner_phone, owner_email, owner_bank_name, owner_bank,
       owner_clabe, owner_invoice, owner_company_reason, owner_rfc, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
       $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35)
     returning tickets_event_id as id`,
    [
      event.companyId,
      event.ownerUserId,
      event.eventName,
      event.eventSector,
      event.eventDescription,
      event.eventPriceTicket,
      event.eventAudience,
      event.eventNote,
      event.eventTicketBanner,
      event.eventTicketPromo,
      event.eventTicketAd,
      event.eventPlaceName,
      event.eventStreetName,
      event.eventZipCode,
      event.eventState,
      event.eventCity,
      event.eventNeighboor,
      event.eventPhone,
      event.eventDate,
      event.eventHour,
      event.eventTicketDateStart,
      event.eventTicketDateEnd,
      event.eventTicketHourStart,
      event.eventTicketHourEnd,
      event.eventTime,
      event.eventOwnerName,
      event.eventOwnerPhone,
      event.eventOwnerEmail,
      event.eventOwnerBankName,
      event.eventOwnerBank,
      event.eventOwnerClabe,
      event.eventOwnerInvoice,
      event.eventOwnerCompanyReason,
      event.eventOwnerRFC,
      createdAt,
    ],
  );
  const id = row?.id as number;
  for (const doc of documents) {
    // Sent as base64 text: the same statement stores bytes on PGlite and PostgreSQL alike.
    await db.query(
      `insert into ticket_event_documents (tickets_event_id, document, file_name, content_type, content)
       values ($1, $2, $3, $4, decode($5, 'base64'))`,
      [id, doc.document, doc.fileName, doc.contentType, doc.data.toString('base64')],
    );
  }
  return id;
}

/** Approved events of the company whose ticket sale has not ended, soonest first. */
export async function listAvailable(db: Queryable, companyId: number, today: string) {
  const rows = await db.query<Row<TicketEventCard>>(
    `select ${CARD_COLUMNS} ${FROM}
      where e.company_id = $1 and e.status = 'approved' and e.ticket_date_end >= $2::date
      order by e.event_date, e.event_hour, e.tickets_event_id`,
    [companyId, today],
  );
  return rows.map(withIsoDate);
}

export async function countAvailable(db: Queryable, companyId: number, today: string): Promise<number> {
  return numberOf(
    db,
    `select count(*)::int as value from tickets_events
      where company_id = $1 and status = 'approved' and ticket_date_end >= $2::date`,
    [companyId, today],
  );
}

export async function countPending(db: Queryable, companyId: number): Promise<number> {
  return numberOf(
    db,
    "select count(*)::int as value from tickets_events where company_id = $1 and status = 'pending'",
    [companyId],
  );
}

export async function listByOwner(db: Queryable, userId: number) {
  const rows = await db.query<Row<TicketEvent>>(
    `select ${FULL_COLUMNS} ${FROM} where e.owner_user_id = $1 order by e.created_at desc, e.tickets_event_id desc`,
    [userId],
  );
  return rows.map(withIsoDate);
}

export async function listPending(db: Queryable, companyId: number) {
  const rows = await db.query<Row<TicketEvent>>(
    `select ${FULL_COLUMNS} ${FROM} where e.company_id = $1 and e.status = 'pending'
      order by e.created_at, e.tickets_event_id`,
    [companyId],
  );
  return rows.map(withIsoDate);
}

export async function findEvent(db: Queryable, companyId: number, id: number) {
  const row = await firstRow<Row<TicketEvent>>(
    db,
    `select ${FULL_COLUMNS} ${FROM} where e.company_id = $1 and e.tickets_event_id = $2`,
    [companyId, id],
  );
  return row ? withIsoDate(row) : undefined;
}

/** Decides a pending request; false when it was already decided (the status guard makes it happen once). */
export async function decideEvent(
  db: Queryable,
  id: number,
  approved: boolean,
  deciderId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update tickets_events set status = $2, decided_by = $3, decided_at = $4
      where tickets_event_id = $1 and status = 'pending' returning 1`,
    [id, approved ? 'approved' : 'rejected', deciderId, at],
  );
  return rows.length > 0;
}

export async function findDocument(db: Queryable, id: number, document: EventDocumentName) {
  return firstRow<{ fileName: string; contentType: string; content: string }>(
    db,
    `select file_name as "fileName", content_type as "contentType",
            translate(encode(content, 'base64'), E'\\n', '') as content
       from ticket_event_documents where tickets_event_id = $1 and document = $2`,
    [id, document],
  );
}
