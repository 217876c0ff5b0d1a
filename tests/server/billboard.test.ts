import { beforeAll, describe, expect, it } from 'vitest';
import { billboardMessages as m } from '../../server/billboard/billboard-messages.js';
import { seedBillboard } from '../../server/billboard/billboard-seed.js';
import { dayIn } from '../../domain/dates.js';
import { call, defined, type GatewayUrl, fieldErrorsOf } from './support/contract.js';
import { stores } from './support/stores.js';
import { sendForm } from './support/forms.js';
import { WRONG_CLABE, eventFields, png } from './billboard-support.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

const DAY = 86_400_000;

describe.each(stores)('billboard event requests on $name', (store) => {
  let day: (offset: number) => string;
  let createdId: number;

  const t = useTestApp(store, { seeds: [seedBillboard] });
  const { hr, member, other } = useDemoPeople(t, { hr: 'hr', member: 'member', other: 'alejandro' });
  beforeAll(async () => {
    day = (offset) => dayIn(new Date(t.time.clock().getTime() + offset * DAY));
  });

  it('lists sectors and events on sale without a token, with nothing private', async () => {
    const sectors = await call(t.app, 'GET', '/TicketsEvent/EventSectors');
    expect(sectors.body.data.length).toBeGreaterThan(5);
    const sale = await call(t.app, 'GET', '/TicketsEvent/AvailableToSale');
    expect(sale.status).toBe(200);
    expect(sale.body.data.countEventsToApprove).toBe(0);
    expect(sale.body.data.events.map((e: { eventName: string }) => e.eventName)).toHaveLength(2);
    expect(JSON.stringify(sale.body.data)).not.toMatch(/Clabe|Bank|RFC/);
    const asHr = await call(t.app, 'GET', '/TicketsEvent/AvailableToSale', { token: hr.token });
    expect(asHr.body.data.countEventsToApprove).toBe(1);
  });

  it('refuses each broken rule of §5 with its Spanish message, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ eventOwnerClabe: WRONG_CLABE }, 'eventOwnerClabe', m.clabe],
      [{ eventOwnerRFC: 'ABC12' }, 'eventOwnerRFC', m.rfc],
      [{ eventOwnerRFC: 'EDI191301AB1' }, 'eventOwnerRFC', m.rfc],
      [{ eventOwnerFileConstancy: undefined }, 'eventOwnerFileConstancy', m.constancyMissing],
      [{ eventDate: day(-1) }, 'eventDate', m.pastDate],
      [{ eventTicketDateEnd: day(0), eventTicketHourEnd: '09:00' }, 'eventTicketDateEnd', m.endBeforeStart],
      [{ eventTicketDateEnd: day(16) }, 'eventTicketDateEnd', m.salesAfterEvent],
      [{ eventTime: '0' }, 'eventTime', m.duration],
      [{ eventPlaceName: 'Foro 2' }, 'eventPlaceName', m.letters],
      [{ eventOwnerEmail: 'ana@' }, 'eventOwnerEmail', m.email],
      [{ eventTicketBanner: png(1201, 700, 'grande.png') }, 'eventTicketBanner', m.imageTooBig],
      [{ eventOwnerFileBankAccount: png(1280, 1981, 'c.png') }, 'eventOwnerFileBankAccount', m.imageTooBig],
    ];
    for (const [change, field, message] of cases) {
      const fields = Object.fromEntries(
        Object.entries({ ...eventFields(day), ...change }).filter(([, v]) => v !== undefined),
      ) as Parameters<typeof sendForm>[3];
      const reply = await sendForm(t.app, 'POST', '/TicketsEvent/Create', fields, member.token);
      expect(reply.status, field).toBe(400);
      expect(fieldErrorsOf(reply.body)).toContainEqual({ field, message });
    }
    const hourStep = await sendForm(
      t.app,
      'POST',
      '/TicketsEvent/Create',
      { ...eventFields(day), eventHour: '20:35' },
      member.token,
    );
    expect(hourStep.status).toBe(400);
    const mine = await call(t.app, 'GET', '/TicketsEvent/ByUser', { token: member.token });
    expect(mine.body.data).toHaveLength(2);
  });

  it('creates a request that waits for HR and shows in Mis eventos with its bank details', async () => {
    const reply = await sendForm(t.app, 'POST', '/TicketsEvent/Create', eventFields(day), member.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ status: 'pending', isApproved: null, hasFileConstancy: true });
    createdId = reply.body.data.ticketsEventId;
    const mine = await call(t.app, 'GET', '/TicketsEvent/ByUser', { token: member.token });
    expect(mine.body.data[0]).toMatchObject({ ticketsEventId: createdId, eventOwnerRFC: 'EDI190101AB1' });
    const sale = await call(t.app, 'GET', '/TicketsEvent/AvailableToSale', { token: other.token });
    expect(
      sale.body.data.events.some((e: { ticketsEventId: number }) => e.ticketsEventId === createdId),
    ).toBe(false);
  });

  it('shows the two documents only to the owner and HR', async () => {
    for (const document of ['bankAccount', 'constancy']) {
      const url: GatewayUrl = `/TicketsEvent/Document/${createdId}/${document}`;
      const own = await call(t.app, 'GET', url, { token: member.token });
      expect(own.status).toBe(200);
      expect(Buffer.from(own.body.data.content, 'base64').length).toBeGreaterThan(50);
      expect((await call(t.app, 'GET', url, { token: hr.token })).status).toBe(200);
      expect((await call(t.app, 'GET', url, { token: other.token })).status).toBe(403);
    }
    const pdf = await call(t.app, 'GET', `/TicketsEvent/Document/${createdId}/constancy`, {
      token: hr.token,
    });
    expect(Buffer.from(pdf.body.data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps authorization for HR, decides once and refuses a second decision with 409', async () => {
    expect((await call(t.app, 'GET', '/TicketsEvent/ToAuthorize', { token: member.token })).status).toBe(403);
    const refused = await call(t.app, 'PATCH', '/TicketsEvent/ChangeStatus', {
      token: member.token,
      body: { ticketsEventId: createdId, isApproved: true },
    });
    expect(refused.status).toBe(403);
    const pending = await call(t.app, 'GET', '/TicketsEvent/ToAuthorize', { token: hr.token });
    expect(pending.body.data.map((e: { ticketsEventId: number }) => e.ticketsEventId)).toContain(createdId);
    const approved = await call(t.app, 'PATCH', '/TicketsEvent/ChangeStatus', {
      token: hr.token,
      body: { ticketsEventId: createdId, isApproved: true },
    });
    expect(approved.body.responseMessage).toBe('El evento se autorizó correctamente');
    expect(approved.body.data.status).toBe('approved');
    const again = await call(t.app, 'PATCH', '/TicketsEvent/ChangeStatus', {
      token: hr.token,
      body: { ticketsEventId: createdId, isApproved: false },
    });
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toBe(m.alreadyDecided);
    const sale = await call(t.app, 'GET', '/TicketsEvent/AvailableToSale', { token: other.token });
    expect(sale.body.data.events.map((e: { ticketsEventId: number }) => e.ticketsEventId)).toContain(
      createdId,
    );
    const mine = await call(t.app, 'GET', '/TicketsEvent/ByUser', { token: member.token });
    expect(mine.body.data[0]).toMatchObject({ ticketsEventId: createdId, isApproved: true });
    const bell = await call(t.app, 'GET', '/Home/GetNotification', { token: member.token });
    expect(JSON.stringify(bell.body.data)).toContain('Festival de la diversidad');
  });

  it('rejects a pending request and it never reaches the billboard', async () => {
    const pending = defined(
      (await call(t.app, 'GET', '/TicketsEvent/ToAuthorize', { token: hr.token })).body.data[0],
      'A pending request',
    );
    const rejected = await call(t.app, 'PATCH', '/TicketsEvent/ChangeStatus', {
      token: hr.token,
      body: { ticketsEventId: pending.ticketsEventId, isApproved: false },
    });
    expect(rejected.body.responseMessage).toBe('El evento se rechazó correctamente');
    const sale = await call(t.app, 'GET', '/TicketsEvent/AvailableToSale');
    expect(sale.body.data.events.map((e: { ticketsEventId: number }) => e.ticketsEventId)).not.toContain(
      pending.ticketsEventId,
    );
  });
});
