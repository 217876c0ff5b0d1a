import type { components } from '@openapi/schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { saved, unwrap } from '@/api/envelope';
import { gatheredForm } from '@/api/form-data';
import type { EventDecision } from '../../../machines/event-authorization.machine';
import type { EventRequestPayload } from '../../../machines/event-request.machine';

type Schemas = components['schemas'];
export type TicketEvent = Schemas['TicketEvent'];
export type TicketEventCard = Schemas['TicketEventCard'];
export type EventSector = Schemas['EventSector'];
export type CourseItem = Schemas['CourseItem'];
export type EventDocumentName = 'bankAccount' | 'constancy';

export const billboardKeys = {
  all: ['billboard'] as const,
  available: (userId: number) =>
    queryOptions({
      queryKey: [...billboardKeys.all, 'available', userId],
      queryFn: () => unwrap(api.GET('/TicketsEvent/AvailableToSale')),
    }),
  mine: (userId: number) =>
    queryOptions({
      queryKey: [...billboardKeys.all, 'mine', userId],
      queryFn: () => unwrap(api.GET('/TicketsEvent/ByUser')),
    }),
  toAuthorize: () =>
    queryOptions({
      queryKey: [...billboardKeys.all, 'to-authorize'],
      queryFn: () => unwrap(api.GET('/TicketsEvent/ToAuthorize')),
    }),
  /** The loader comes from the billboard services, so the form's tests can pass their own. */
  sectors: (load: () => Promise<EventSector[]>) =>
    queryOptions({ queryKey: [...billboardKeys.all, 'sectors'], queryFn: load, staleTime: Infinity }),
  courses: (userId: number) =>
    queryOptions({
      queryKey: [...billboardKeys.all, 'courses', userId],
      queryFn: () => unwrap(api.GET('/backend/Course')),
    }),
  completed: (userId: number) =>
    queryOptions({
      queryKey: [...billboardKeys.all, 'completed', userId],
      queryFn: () => unwrap(api.GET('/backend/Course/GetAllCompleted')),
    }),
  profile: (userId: number) =>
    queryOptions({
      queryKey: [...billboardKeys.all, 'profile', userId],
      queryFn: () => unwrap(api.GET('/backend/Course/GetUserProfileCourse')),
    }),
};

export const billboardCalls = {
  sectors: () => unwrap(api.GET('/TicketsEvent/EventSectors')),
  createEvent: async (payload: EventRequestPayload): Promise<void> => {
    await saved(api.POST('/TicketsEvent/Create', gatheredForm(payload)));
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
