import { clabeWithControl } from '../../domain/event-request.js';
import type { FormValue } from './support/forms.js';
import { solidPng } from './profile-support/png.js';

const VALID_CLABE = clabeWithControl('01218000123456789');
/** The same CLABE with its control digit changed. */
export const WRONG_CLABE = `${VALID_CLABE.slice(0, 17)}${(Number(VALID_CLABE[17]) + 1) % 10}`;

/** A small but real PDF: file-type recognises it by its header. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const png = (width: number, height: number, name: string): FormValue => ({
  data: solidPng(width, height),
  name,
  type: 'image/png',
});

/** A complete, valid event request for dates counted from `day(0)`. */
export function eventFields(day: (offset: number) => string): Record<string, FormValue> {
  return {
    eventName: 'Festival de la diversidad',
    eventSector: '1',
    eventDescription: 'Música en vivo y colectivos de la comunidad.',
    eventPriceTicket: '350',
    eventAudience: '500',
    eventNote: 'Acceso con identificación',
    eventTicketBanner: png(1200, 700, 'banner.png'),
    eventTicketPromo: png(600, 350, 'promo.png'),
    eventPlaceName: 'Foro Orgullo',
    eventStreetName: 'Calle Madero 10',
    eventZipCode: '06000',
    eventState: 'Ciudad de México',
    eventCity: 'Cuauhtémoc',
    eventNeighboor: 'Centro',
    eventPhone: '5511223344',
    eventDate: day(15),
    eventHour: '20:30',
    eventTicketDateStart: day(0),
    eventTicketDateEnd: day(14),
    eventTicketHourStart: '10:00',
    eventTicketHourEnd: '22:00',
    eventTime: '180',
    eventOwnerName: 'Ana Torres',
    eventOwnerPhone: '5599887766',
    eventOwnerEmail: 'ana.torres@ejemplo.mx',
    eventOwnerBankName: 'Ana Torres',
    eventOwnerBank: 'Banorte',
    eventOwnerClabe: VALID_CLABE,
    eventOwnerFileBankAccount: png(1280, 1980, 'caratula.png'),
    eventOwnerInvoice: 'true',
    eventOwnerCompanyReason: 'Eventos Diversos SA de CV',
    eventOwnerRFC: 'EDI190101AB1',
    eventOwnerFileConstancy: { data: pdf, name: 'constancia.pdf', type: 'application/pdf' },
  };
}

export { png };
