import { addressedQuery } from '@/shared/admin/addressed-query';
import { readList } from '@/api/read-query';
import type { AdminTalkModel } from '@openapi/schema';
import { api } from '@/api/client';
import { savedMessage } from '@/api/envelope';
import { multipart } from '@/api/form-data';

export type { AdminTalk, AdminTalkModel } from '@openapi/schema';

/** Query options of HR's Pride Talks: the only place its query keys are written. */
export const adminTalkQueries = {
  all: ['admin-talks'] as const,
  list: () => readList([...adminTalkQueries.all, 'list'], () => api.GET('/backoffice/Auditorium')),
  addressed: () => addressedQuery(adminTalkQueries.all, 'Auditorio'),
};

/** The events' writes; each resolves with the gateway's message. */
export const adminTalkCalls = {
  /** Creates or updates an event: the model as JSON text and the image (spec 002 §7 "multipart: images, model"). */
  save: (model: AdminTalkModel, image: File | null, createEventCalendar: boolean) => {
    const options = multipart({ model: JSON.stringify(model), ...(image ? { images: image } : {}) });
    return savedMessage(
      model.auditoriumId
        ? api.PUT('/backoffice/Auditorium', options)
        : api.POST('/backoffice/Auditorium', { ...options, params: { query: { createEventCalendar } } }),
    );
  },
  deactivate: (auditoriumId: number) =>
    savedMessage(api.DELETE('/backoffice/Auditorium', { body: { auditoriumId } })),
};
