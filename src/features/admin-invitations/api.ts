import { queryOptions } from '@tanstack/react-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { envelope, unwrap } from '@/api/envelope';

type Schemas = components['schemas'];
export type Invitation = Schemas['Invitation'];
export type InvitationPayload = Schemas['InvitationPayload'];

/** The reply's data and message, or an ApiError whose message is the first field error when there is one. */
async function saved<T>(call: Promise<{ data?: unknown; error?: unknown; response: Response }>) {
  const reply = await envelope<T>(call as never);
  if (reply.responseCode === '00') return { data: reply.data as T, message: reply.responseMessage };
  const errors = (reply.data as { errors?: { message: string }[] } | null)?.errors;
  throw new ApiError(reply.responseCode, errors?.[0]?.message ?? reply.responseMessage);
}

/** Query options of the invitation links: the only place their query keys are written. */
export const invitationQueries = {
  all: ['admin-invitations'] as const,
  list: () =>
    queryOptions({
      queryKey: ['admin-invitations', 'list'],
      queryFn: () => unwrap(api.GET('/BackOffice/Invitations')).then((d) => d ?? []),
    }),
};

export const invitationCalls = {
  create: (body: InvitationPayload) =>
    saved<Schemas['IssuedInvitation']>(api.POST('/BackOffice/Invitations', { body })),
  revoke: (id: number) =>
    saved<Invitation>(api.DELETE('/BackOffice/Invitations/{id}', { params: { path: { id } } })),
};
