import { queryOptions } from '@tanstack/react-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { envelope, unwrap } from '@/api/envelope';
import { COMPANY_ID } from '@/shared/company';
import { toFormData } from '@/shared/ui';

export type AdminTalk = components['schemas']['AdminTalk'];
export type AdminTalkModel = components['schemas']['AdminTalkModel'];

/** Query options of HR's Pride Talks: the only place its query keys are written. */
export const adminTalkQueries = {
  list: () =>
    queryOptions({
      queryKey: ['admin-talks', 'list'],
      queryFn: () => unwrap(api.GET('/backoffice/Auditorium')).then((data) => data ?? []),
    }),
  addressed: () =>
    queryOptions({
      queryKey: ['admin-talks', 'addressed'],
      queryFn: () =>
        unwrap(
          api.GET('/backoffice/CompanyEventType/GetByCompanyAndEventType', {
            params: { query: { companyId: COMPANY_ID, eventTypeName: 'Auditorio' } },
          }),
        ).then((data) => data?.isAudienceAddressed ?? false),
    }),
};

/** The envelope's message, or its first field error, as the reason of a refusal. */
async function saved(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
): Promise<string> {
  const reply = await envelope<unknown>(call as never);
  if (reply.responseCode === '00') return reply.responseMessage;
  const errors = (reply.data as { errors?: { message: string }[] } | null)?.errors;
  throw new ApiError(reply.responseCode, errors?.[0]?.message ?? reply.responseMessage);
}

/** Creates or updates an event: the model as JSON text and the image (spec 002 §7 "multipart: images, model"). */
export function saveAdminTalk(model: AdminTalkModel, image: File | null, createEventCalendar: boolean) {
  const form = { model: JSON.stringify(model), ...(image ? { images: image } : {}) };
  const options = { body: form as never, bodySerializer: () => toFormData(form) };
  return saved(
    model.auditoriumId
      ? api.PUT('/backoffice/Auditorium', options)
      : api.POST('/backoffice/Auditorium', { ...options, params: { query: { createEventCalendar } } }),
  );
}

export const deactivateAdminTalk = (auditoriumId: number) =>
  saved(api.DELETE('/backoffice/Auditorium', { body: { auditoriumId } }));
