import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { clabeWithControl } from '../../domain/event-request';
import { billboardMessages as m } from '@/features/billboard/messages';
import { fieldLabel } from '../support/field-label';

const f = m.form.fields;
export const VALID_CLABE = clabeWithControl('01218000123456789');

export const imageFile = (name = 'banner.png') => new File([new Uint8Array(64)], name, { type: 'image/png' });
export const pdfFile = () => new File(['%PDF-1.4'], 'constancia.pdf', { type: 'application/pdf' });

const field = (label: string) => screen.getByLabelText(fieldLabel(label));

export async function write(user: UserEvent, label: string, value: string) {
  const input = field(label);
  await user.clear(input);
  await user.click(input);
  if (value) await user.paste(value);
}

/** Date inputs take their value as the browser's picker sets it. */
const pickDate = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

export async function upload(user: UserEvent, name: string, file: File) {
  const input = document.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`);
  if (!input) throw new Error(`No file input ${name}`);
  await user.upload(input, file);
}

export async function fillAbout(user: UserEvent) {
  await upload(user, 'eventTicketPromo', imageFile('promo.png'));
  await upload(user, 'eventTicketBanner', imageFile('banner.png'));
  await write(user, f.eventName, 'Festival de la diversidad');
  await write(user, f.eventDescription, 'Música en vivo y colectivos.');
  await user.selectOptions(field(f.eventSector), 'Música');
  await write(user, f.eventPriceTicket, '350');
  await write(user, f.eventAudience, '500');
}

export async function fillWhenAndWhere(user: UserEvent, day: (offset: number) => string) {
  await write(user, f.eventPlaceName, 'Foro Orgullo');
  await write(user, f.eventStreetName, 'Madero 10');
  await write(user, f.eventZipCode, '06000');
  await write(user, f.eventState, 'Ciudad de México');
  await write(user, f.eventCity, 'Cuauhtémoc');
  await write(user, f.eventNeighboor, 'Centro');
  await write(user, f.eventTime, '120');
  pickDate(f.eventDate, day(15));
  await user.selectOptions(field(f.eventHour), '20:30');
  pickDate(f.eventTicketDateStart, day(0));
  await user.selectOptions(field(f.eventTicketHourStart), '10:00');
  pickDate(f.eventTicketDateEnd, day(14));
  await user.selectOptions(field(f.eventTicketHourEnd), '22:00');
}

export async function fillHost(user: UserEvent) {
  await write(user, f.eventOwnerName, 'Ana Torres');
  await write(user, f.eventOwnerPhone, '5599887766');
  await write(user, f.eventOwnerEmail, 'ana@ejemplo.mx');
}

export async function fillDeposit(user: UserEvent, clabe = VALID_CLABE) {
  await write(user, f.eventOwnerBankName, 'Ana Torres');
  await write(user, f.eventOwnerBank, 'Banorte');
  await write(user, f.eventOwnerClabe, clabe);
  await upload(user, 'eventOwnerFileBankAccount', imageFile('caratula.png'));
}
