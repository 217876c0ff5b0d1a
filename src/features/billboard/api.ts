import { readQuery } from '@/api/read-query';
import type { EventSector, components } from '@openapi/schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { saved, unwrap } from '@/api/envelope';
import { gatheredParts, multipart } from '@/api/form-data';
import type { EventDecision } from '../../../machines/event-authorization.machine';
import type { EventRequestPayload } from '../../../machines/event-request.machine';

export type { TicketEvent, TicketEventCard, EventSector, CourseItem } from '@openapi/schema';

type Schemas = components['schemas'];
export type EventDocumentName = 'bankAccount' | 'constancy';

export const billboardQueries = {
  all: ['billboard'] as const,
  available: (userId: number) =>
    readQuery([...billboardQueries.all, 'available', userId], () => api.GET('/TicketsEvent/AvailableToSale')),
  mine: (userId: number) =>
    readQuery([...billboardQueries.all, 'mine', userId], () => api.GET('/TicketsEvent/ByUser')),
  toAuthorize: () =>
    readQuery([...billboardQueries.all, 'to-authorize'], () => api.GET('/TicketsEvent/ToAuthorize')),
  /** The loader comes from the billboard services, so the form's tests can pass their own. */
  sectors: (load: () => Promise<EventSector[]>) =>
    queryOptions({ queryKey: [...billboardQueries.all, 'sectors'], queryFn: load, staleTime: Infinity }),
  courses: (userId: number) =>
    readQuery([...billboardQueries.all, 'courses', userId], () => api.GET('/backend/Course')),
  completed: (userId: number) =>
    readQuery([...billboardQueries.all, 'completed', userId], () =>
      api.GET('/backend/Course/GetAllCompleted'),
    ),
  profile: (userId: number) =>
    readQuery([...billboardQueries.all, 'profile', userId], () =>
      api.GET('/backend/Course/GetUserProfileCourse'),
    ),
};

/** The event request the form gathered (spec 001 §5), as the schema's body. */
function ticketEventForm(payload: EventRequestPayload): Schemas['TicketEventForm'] {
  const parts = gatheredParts(payload);
  return {
    eventName: parts.text('eventName'),
    eventSector: parts.number('eventSector'),
    eventDescription: parts.text('eventDescription'),
    eventPriceTicket: parts.text('eventPriceTicket'),
    eventAudience: parts.text('eventAudience'),
    eventNote: parts.optionalText('eventNote'),
    eventTicketBanner: parts.file('eventTicketBanner'),
    eventTicketPromo: parts.file('eventTicketPromo'),
    eventTicketAd: parts.optionalFile('eventTicketAd'),
    eventPlaceName: parts.text('eventPlaceName'),
    eventStreetName: parts.text('eventStreetName'),
    eventZipCode: parts.text('eventZipCode'),
    eventState: parts.text('eventState'),
    eventCity: parts.text('eventCity'),
    eventNeighboor: parts.text('eventNeighboor'),
    eventPhone: parts.optionalText('eventPhone'),
    eventDate: parts.text('eventDate'),
    eventHour: parts.text('eventHour'),
    eventTicketDateStart: parts.text('eventTicketDateStart'),
    eventTicketDateEnd: parts.text('eventTicketDateEnd'),
    eventTicketHourStart: parts.text('eventTicketHourStart'),
    eventTicketHourEnd: parts.text('eventTicketHourEnd'),
    eventTime: parts.number('eventTime'),
    eventOwnerName: parts.text('eventOwnerName'),
    eventOwnerPhone: parts.text('eventOwnerPhone'),
    eventOwnerEmail: parts.text('eventOwnerEmail'),
    eventOwnerBankName: parts.text('eventOwnerBankName'),
    eventOwnerBank: parts.text('eventOwnerBank'),
    eventOwnerClabe: parts.text('eventOwnerClabe'),
    eventOwnerFileBankAccount: parts.file('eventOwnerFileBankAccount'),
    eventOwnerInvoice: parts.flag('eventOwnerInvoice'),
    eventOwnerCompanyReason: parts.optionalText('eventOwnerCompanyReason'),
    eventOwnerRFC: parts.optionalText('eventOwnerRFC'),
    eventOwnerFileConstancy: parts.optionalFile('eventOwnerFileConstancy'),
  };
}

export const billboardCalls = {
  sectors: () => unwrap(api.GET('/TicketsEvent/EventSectors')),
  createEvent: async (payload: EventRequestPayload): Promise<void> => {
    await saved(api.POST('/TicketsEvent/Create', multipart(ticketEventForm(payload))));
  },
  decideEvent: async (decision: EventDecision): Promise<void> => {
    await saved(api.PATCH('/TicketsEvent/ChangeStatus', { body: decision }));
  },
  completeCourse: (courseId: number) =>
    saved<Schemas['CourseCompletion']>(
      api.POST('/backend/course/complete', { body: { CourseId: courseId } }),
    ).then((reply) => reply.data),
  document: (ticketsEventId: number, document: EventDocumentName) =>
    unwrap(
      api.GET('/TicketsEvent/Document/{ticketsEventId}/{document}', {
        params: { path: { ticketsEventId, document } },
      }),
    ),
};
