import {
  DIGITS,
  EMAIL,
  LETTERS,
  TEN_MINUTE_HOUR,
  endsAfterStart,
  salesEndByEvent,
  eventLimits,
  isValidClabe,
  isValidRfc,
} from '@domain/event-request';
import type { TicketEventForm } from '@openapi/schema';
import { billboardMessages } from './messages';

const r = billboardMessages.rules;

/**
 * The request form's values: the contract's event form with a File (or none) for each file part, the
 * invoice switch, and text for every other input, as Mantine's inputs hold them.
 */
export type EventValues = {
  [K in keyof TicketEventForm]-?: NonNullable<TicketEventForm[K]> extends Blob
    ? File | null
    : NonNullable<TicketEventForm[K]> extends boolean
      ? boolean
      : string;
};

export const emptyEvent: EventValues = {
  eventTicketPromo: null,
  eventTicketBanner: null,
  eventTicketAd: null,
  eventName: '',
  eventDescription: '',
  eventSector: '',
  eventPriceTicket: '',
  eventAudience: '',
  eventNote: '',
  eventPlaceName: '',
  eventStreetName: '',
  eventZipCode: '',
  eventPhone: '',
  eventState: '',
  eventCity: '',
  eventNeighboor: '',
  eventDate: '',
  eventHour: '',
  eventTicketDateStart: '',
  eventTicketHourStart: '',
  eventTicketDateEnd: '',
  eventTicketHourEnd: '',
  eventTime: '',
  eventOwnerName: '',
  eventOwnerPhone: '',
  eventOwnerEmail: '',
  eventOwnerBankName: '',
  eventOwnerBank: '',
  eventOwnerClabe: '',
  eventOwnerFileBankAccount: null,
  eventOwnerInvoice: false,
  eventOwnerCompanyReason: '',
  eventOwnerRFC: '',
  eventOwnerFileConstancy: null,
};

/** The fields each step checks before moving on (spec 001 §5 "Event request"). */
export const stepFields: (keyof EventValues)[][] = [
  [
    'eventTicketPromo',
    'eventTicketBanner',
    'eventName',
    'eventDescription',
    'eventSector',
    'eventPriceTicket',
    'eventAudience',
    'eventNote',
  ],
  [
    'eventPlaceName',
    'eventStreetName',
    'eventZipCode',
    'eventPhone',
    'eventState',
    'eventCity',
    'eventNeighboor',
    'eventDate',
    'eventHour',
    'eventTicketDateStart',
    'eventTicketHourStart',
    'eventTicketDateEnd',
    'eventTicketHourEnd',
    'eventTime',
  ],
  ['eventOwnerName', 'eventOwnerPhone', 'eventOwnerEmail'],
  [
    'eventOwnerBankName',
    'eventOwnerBank',
    'eventOwnerClabe',
    'eventOwnerFileBankAccount',
    'eventOwnerCompanyReason',
    'eventOwnerRFC',
    'eventOwnerFileConstancy',
  ],
];

type Rule = (value: string) => string | null;
const required: Rule = (v) => (v.trim() === '' ? r.required : null);
const digits: Rule = (v) => (DIGITS.test(v) ? null : r.digits);
const letters: Rule = (v) => (LETTERS.test(v) ? null : r.letters);
const all =
  (...rules: Rule[]): Rule =>
  (v) => {
    for (const rule of rules) {
      const message = rule(v);
      if (message) return message;
    }
    return null;
  };
const notPast = (today: string) => (v: string) => (v < today ? r.pastDate : null);
const file = (message: string) => (v: File | null) => (v ? null : message);

/** Mantine form validators for every field; `today` is the company's day. */
export function eventValidation(today: string) {
  return {
    eventTicketPromo: file(r.promoMissing),
    eventTicketBanner: file(r.bannerMissing),
    eventName: required,
    eventDescription: required,
    eventSector: required,
    eventPriceTicket: all(required, digits),
    eventAudience: all(required, digits),
    eventPlaceName: all(required, letters),
    eventStreetName: required,
    eventZipCode: all(required, digits, (v) => (v.length === eventLimits.zip ? null : r.zip)),
    eventPhone: digits,
    eventState: required,
    eventCity: required,
    eventNeighboor: required,
    eventDate: all(required, notPast(today)),
    eventHour: all(required, (v) => (TEN_MINUTE_HOUR.test(v) ? null : r.required)),
    eventTicketDateStart: all(required, notPast(today)),
    eventTicketHourStart: required,
    eventTicketDateEnd: (v: string, values: EventValues) =>
      all(required, notPast(today))(v) ??
      (values.eventTicketHourStart &&
      values.eventTicketHourEnd &&
      !endsAfterStart(values.eventTicketDateStart, values.eventTicketHourStart, v, values.eventTicketHourEnd)
        ? r.endBeforeStart
        : null) ??
      (values.eventDate &&
      values.eventHour &&
      values.eventTicketHourEnd &&
      !salesEndByEvent(v, values.eventTicketHourEnd, values.eventDate, values.eventHour)
        ? r.salesAfterEvent
        : null),
    eventTicketHourEnd: required,
    eventTime: all(required, digits, (v) => (Number(v) > 0 ? null : r.duration)),
    eventOwnerName: all(required, letters),
    eventOwnerPhone: all(required, digits, (v) => (v.length === eventLimits.phone ? null : r.ownerPhone)),
    eventOwnerEmail: all(required, (v) => (EMAIL.test(v) ? null : r.email)),
    eventOwnerBankName: all(required, letters),
    eventOwnerBank: all(required, letters),
    eventOwnerClabe: all(required, digits, (v) => (isValidClabe(v) ? null : r.clabe)),
    eventOwnerFileBankAccount: file(r.bankCoverMissing),
    eventOwnerCompanyReason: (v: string, values: EventValues) =>
      values.eventOwnerInvoice ? required(v) : null,
    eventOwnerRFC: (v: string, values: EventValues) =>
      values.eventOwnerInvoice ? (required(v) ?? (isValidRfc(v) ? null : r.rfc)) : null,
    eventOwnerFileConstancy: (v: File | null, values: EventValues) =>
      values.eventOwnerInvoice && !v ? r.constancyMissing : null,
  };
}

/** The multipart fields of POST /TicketsEvent/Create. */
export function toEventPayload(values: EventValues): Record<string, string | Blob> {
  const payload: Record<string, string | Blob> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === '') continue;
    if (
      !values.eventOwnerInvoice &&
      ['eventOwnerCompanyReason', 'eventOwnerRFC', 'eventOwnerFileConstancy'].includes(key)
    )
      continue;
    payload[key] = value instanceof Blob ? value : String(value);
  }
  if (values.eventOwnerInvoice) payload.eventOwnerRFC = values.eventOwnerRFC.trim().toUpperCase();
  return payload;
}

/** The 144 hours of a day in the pickers' 10-minute steps. */
export const tenMinuteHours = Array.from({ length: 144 }, (_, i) => {
  const hour = String(Math.floor(i / 6)).padStart(2, '0');
  return `${hour}:${String((i % 6) * 10).padStart(2, '0')}`;
});
