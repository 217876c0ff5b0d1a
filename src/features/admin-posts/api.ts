import type { components } from '@openapi/schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { anyEnvelope, firstFieldError, unwrap } from '@/api/envelope';
import type { PostDraft } from '../../../machines/post-form.machine';

export type AdminPost = components['schemas']['AdminPost'];

export const adminPostKeys = {
  all: ['admin-posts'] as const,
  list: (postType: 0 | 1) =>
    queryOptions({
      queryKey: [...adminPostKeys.all, 'list', postType],
      queryFn: () => unwrap(api.GET('/backoffice/CompanyPost', { params: { query: { postType } } })),
    }),
  images: (id: number) =>
    queryOptions({
      queryKey: [...adminPostKeys.all, 'images', id],
      queryFn: () => unwrap(api.GET('/backoffice/CompanyPost/Images/{id}', { params: { path: { id } } })),
    }),
};

/** model as JSON text, images and files as repeated parts (multipart, spec 002 §7). */
function formOf(draft: PostDraft): FormData {
  const form = new FormData();
  form.append('model', JSON.stringify(draft.model));
  for (const image of draft.images) form.append('images', image, image.name);
  for (const file of draft.files) form.append('files', file, file.name);
  return form;
}

/** The reply's data, or an ApiError with the first field error (it says more than the general message). */
async function saved<T = AdminPost>(call: Parameters<typeof anyEnvelope>[0]): Promise<T> {
  const reply = await anyEnvelope(call);
  if (reply.responseCode === '00' && reply.data) return reply.data as T;
  throw new ApiError(reply.responseCode, firstFieldError(reply) ?? reply.responseMessage);
}

export const adminPostCalls = {
  save: (id: number | null, draft: PostDraft) => {
    const options = { body: { model: '' }, bodySerializer: () => formOf(draft) };
    return saved(
      id === null
        ? api.POST('/backoffice/CompanyPost', options)
        : api.PUT('/backoffice/CompanyPost', options),
    );
  },
  deactivate: (id: number) => unwrap(api.DELETE('/backoffice/CompanyPost', { params: { query: { id } } })),
};
