import sharp from 'sharp';
import {
  BANK_COVER_SIZE,
  DIGITS,
  EMAIL,
  EVENT_IMAGE_SIZE,
  LETTERS,
  TEN_MINUTE_HOUR,
  endsAfterStart,
  salesEndByEvent,
  isValidClabe,
  isValidRfc,
} from '../../domain/event-request.js';
import type { FieldError } from '../domain-errors.js';
import type { BodyOf, FilesOf } from '../routes/handler.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import { billboardMessages as m } from './billboard-messages.js';

export type EventForm = BodyOf<'createTicketEvent'>;
export type EventFiles = FilesOf<'createTicketEvent'>;

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * The rules of spec 001 §5 "Event request" the contract's schema cannot say (letters only, dates not in the
 * past, the sale ending after it starts, the CLABE's control digit, the RFC, the invoicing documents); one
 * message per field.
 */
export function eventFormErrors(form: EventForm, files: EventFiles, today: string): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  for (const field of ['eventName', 'eventDescription', 'eventStreetName', 'eventState'] as const)
    if (blank(form[field])) add(field, m.required);
  for (const field of ['eventCity', 'eventNeighboor', 'eventOwnerBank'] as const)
    if (blank(form[field])) add(field, m.required);
  for (const field of ['eventPlaceName', 'eventOwnerName', 'eventOwnerBankName'] as const) {
    if (blank(form[field])) add(field, m.required);
    else if (!LETTERS.test(form[field])) add(field, m.letters);
  }
  if (!LETTERS.test(form.eventOwnerBank)) add('eventOwnerBank', m.letters);
  if (form.eventPhone && !DIGITS.test(form.eventPhone)) add('eventPhone', m.digits);
  if (!EMAIL.test(form.eventOwnerEmail)) add('eventOwnerEmail', m.email);
  if (form.eventTime <= 0) add('eventTime', m.duration);
  for (const field of ['eventDate', 'eventTicketDateStart', 'eventTicketDateEnd'] as const)
    if (form[field] < today) add(field, m.pastDate);
  for (const field of ['eventHour', 'eventTicketHourStart', 'eventTicketHourEnd'] as const)
    if (!TEN_MINUTE_HOUR.test(form[field])) add(field, m.hourStep);
  if (
    !endsAfterStart(
      form.eventTicketDateStart,
      form.eventTicketHourStart,
      form.eventTicketDateEnd,
      form.eventTicketHourEnd,
    )
  )
    add('eventTicketDateEnd', m.endBeforeStart);
  else if (!salesEndByEvent(form.eventTicketDateEnd, form.eventTicketHourEnd, form.eventDate, form.eventHour))
    add('eventTicketDateEnd', m.salesAfterEvent);
  if (!isValidClabe(form.eventOwnerClabe)) add('eventOwnerClabe', m.clabe);
  if (!files.eventOwnerFileBankAccount) add('eventOwnerFileBankAccount', m.bankCoverMissing);
  if (form.eventOwnerInvoice) {
    if (blank(form.eventOwnerCompanyReason)) add('eventOwnerCompanyReason', m.required);
    if (blank(form.eventOwnerRFC)) add('eventOwnerRFC', m.required);
    else if (!isValidRfc(form.eventOwnerRFC ?? '')) add('eventOwnerRFC', m.rfc);
    if (!files.eventOwnerFileConstancy) add('eventOwnerFileConstancy', m.constancyMissing);
  }
  return errors;
}

/** Images larger than their allowed size (event images 1200x700, the bank cover 1280x1980). */
export async function imageSizeErrors(files: EventFiles): Promise<FieldError[]> {
  const checks: [CheckedUpload | undefined, { width: number; height: number }][] = [
    [files.eventTicketBanner, EVENT_IMAGE_SIZE],
    [files.eventTicketPromo, EVENT_IMAGE_SIZE],
    [files.eventTicketAd, EVENT_IMAGE_SIZE],
    [files.eventOwnerFileBankAccount, BANK_COVER_SIZE],
  ];
  const errors: FieldError[] = [];
  for (const [file, max] of checks) {
    if (!file) continue;
    const { width = 0, height = 0 } = await sharp(file.data).metadata();
    if (width > max.width || height > max.height)
      errors.push({ field: file.fieldName, message: m.imageTooBig });
  }
  return errors;
}
