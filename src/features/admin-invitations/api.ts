import { readList } from '@/api/read-query';
import type { Invitation, InvitationPayload, components } from '@openapi/schema';
import { api } from '@/api/client';
import { saved } from '@/api/envelope';

export type { Invitation } from '@openapi/schema';

type Schemas = components['schemas'];

/** Query options of the invitation links: the only place their query keys are written. */
export const invitationQueries = {
  all: ['admin-invitations'] as const,
  list: () => readList(['admin-invitations', 'list'], () => api.GET('/BackOffice/Invitations')),
};

export const invitationCalls = {
  create: (body: InvitationPayload) =>
    saved<Schemas['IssuedInvitation']>(api.POST('/BackOffice/Invitations', { body })),
  revoke: (id: number) =>
    saved<Invitation>(api.DELETE('/BackOffice/Invitations/{id}', { params: { path: { id } } })),
};
