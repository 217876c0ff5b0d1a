import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { EventRequestForm } from '@/features/billboard/components/event-request-form';
import {
  emptyEvent,
  eventValidation,
  toEventPayload,
  type EventValues,
} from '@/features/billboard/event-rules';
import { billboardMessages as m } from '@/features/billboard/messages';
import { todayInCompany } from '@/shared/format';
import {
  fillAbout,
  fillDeposit,
  fillHost,
  fillWhenAndWhere,
  imageFile,
  pdfFile,
  upload,
  VALID_CLABE,
  write,
} from '../../flows/event-request-steps';
import { fakeBillboardServices, renderBillboard } from '../../flows/support/render-billboard';

const r = m.rules;
const today = todayInCompany();
const day = (offset: number) => dayjs(today).add(offset, 'day').format('YYYY-MM-DD');
const rules = eventValidation(today);
const check = <K extends keyof typeof rules>(
  field: K,
  value: EventValues[K],
  values: Partial<EventValues> = {},
) =>
  (rules[field] as (v: EventValues[K], all: EventValues) => string | null)(value, {
    ...emptyEvent,
    ...values,
  });

describe('event request rules (spec 001 §5)', () => {
  it('gives each rule its Spanish message', () => {
    expect(check('eventName', ' ')).toBe('*Campo requerido');
    expect(check('eventPriceTicket', '12a')).toBe('Sólo se permiten números');
    expect(check('eventZipCode', '0600')).toBe('Se necesitan 5 dígitos');
    expect(check('eventOwnerPhone', '55123')).toBe('Se necesitan 10 números');
    expect(check('eventOwnerEmail', 'ana@')).toBe('*Se necesita un formato de correo');
    expect(check('eventTime', '0')).toBe('Tu evento necesita una duración mayor a 0 minutos');
    expect(check('eventDate', day(-1))).toBe(r.pastDate);
    expect(check('eventPlaceName', 'Foro 9')).toBe(r.letters);
    expect(check('eventOwnerClabe', `${VALID_CLABE.slice(0, 17)}${(Number(VALID_CLABE[17]) + 1) % 10}`)).toBe(
      r.clabe,
    );
    expect(check('eventOwnerClabe', VALID_CLABE)).toBeNull();
    expect(check('eventTicketPromo', null)).toBe('Te falta una imagen de banner promocional del evento');
    expect(check('eventTicketBanner', null)).toBe('Te falta una imagen de banner del evento');
    expect(check('eventOwnerFileBankAccount', null)).toBe('Falta la carátula de tu estado de cuenta');
  });

  it('ends the sale after it starts', () => {
    const sale = { eventTicketDateStart: day(1), eventTicketHourStart: '10:00', eventTicketHourEnd: '09:50' };
    expect(check('eventTicketDateEnd', day(1), sale)).toBe(r.endBeforeStart);
    expect(check('eventTicketDateEnd', day(2), sale)).toBeNull();
  });

  it('ends the sale by the time the event starts', () => {
    const sale = {
      eventTicketDateStart: day(1),
      eventTicketHourStart: '10:00',
      eventTicketHourEnd: '20:00',
      eventDate: day(5),
      eventHour: '19:00',
    };
    expect(check('eventTicketDateEnd', day(6), sale)).toBe(r.salesAfterEvent);
    expect(check('eventTicketDateEnd', day(5), sale)).toBe(r.salesAfterEvent);
    expect(check('eventTicketDateEnd', day(5), { ...sale, eventTicketHourEnd: '19:00' })).toBeNull();
    expect(check('eventTicketDateEnd', day(4), sale)).toBeNull();
  });

  it('asks for the invoicing data only when invoicing', () => {
    expect(check('eventOwnerRFC', '', { eventOwnerInvoice: false })).toBeNull();
    expect(check('eventOwnerRFC', 'ABC', { eventOwnerInvoice: true })).toBe(
      'El formato de R.F.C. es erróneo',
    );
    expect(check('eventOwnerRFC', 'GODE561231GR8', { eventOwnerInvoice: true })).toBeNull();
    expect(check('eventOwnerFileConstancy', null, { eventOwnerInvoice: true })).toBe(
      'Falta el archivo de constancia de situación fiscal',
    );
    const payload = toEventPayload({
      ...emptyEvent,
      eventOwnerRFC: 'gode561231gr8',
      eventOwnerInvoice: false,
    });
    expect(payload).not.toHaveProperty('eventOwnerRFC');
  });
});

describe('event request form', () => {
  it('refuses an image over 1200x700 and a step with missing fields', async () => {
    const { services } = fakeBillboardServices();
    renderBillboard(<EventRequestForm />, services);
    const user = userEvent.setup({ delay: null });
    await upload(user, 'eventTicketPromo', imageFile('grande.png'));
    expect(await screen.findByText('La imagen excede las dimensiones permitidas')).toBeVisible();
    await user.click(screen.getByRole('button', { name: m.form.next }));
    expect(screen.getByText(r.promoMissing)).toBeVisible();
    expect(screen.getByText(r.bannerMissing)).toBeVisible();
    expect(screen.getByRole('heading', { name: m.form.steps[0] })).toBeVisible();
  });

  it('refuses a wrong CLABE and asks for the tax PDF when invoicing, then sends them', async () => {
    const { services, gates } = fakeBillboardServices();
    renderBillboard(<EventRequestForm />, services);
    const user = userEvent.setup({ delay: null });
    await fillAbout(user);
    await user.click(screen.getByRole('button', { name: m.form.next }));
    await fillWhenAndWhere(user, day);
    await user.click(screen.getByRole('button', { name: m.form.next }));
    await fillHost(user);
    await user.click(screen.getByRole('button', { name: m.form.next }));
    await fillDeposit(user, '012180001234567890');
    await user.click(screen.getByRole('checkbox', { name: m.form.fields.eventOwnerInvoice }));
    await user.click(screen.getByRole('button', { name: m.form.submit }));
    expect(screen.getByText(r.clabe)).toBeVisible();
    expect(screen.getByText(r.constancyMissing)).toBeVisible();
    expect(gates.createEvent.waiting).toBe(false);
    await write(user, m.form.fields.eventOwnerClabe, VALID_CLABE);
    await write(user, m.form.fields.eventOwnerCompanyReason, 'Eventos Diversos SA de CV');
    await write(user, m.form.fields.eventOwnerRFC, 'edi190101ab1');
    await upload(user, 'eventOwnerFileConstancy', pdfFile());
    await user.click(screen.getByRole('button', { name: m.form.submit }));
    expect(gates.createEvent.input).toMatchObject({
      eventOwnerInvoice: 'true',
      eventOwnerRFC: 'EDI190101AB1',
    });
    expect(gates.createEvent.input.eventOwnerFileConstancy).toBeInstanceOf(File);
  });
});
