import { readQuery } from '@/api/read-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { savedData, unwrap } from '@/api/envelope';
import { multipart } from '@/api/form-data';
import type { PostDraft } from '../../../machines/post-form.machine';

export type AdminPost = components['schemas']['AdminPost'];

export const adminPostQueries = {
  all: ['admin-posts'] as const,
  list: (postType: 0 | 1) =>
    readQuery([...adminPostQueries.all, 'list', postType], () =>
      api.GET('/backoffice/CompanyPost', { params: { query: { postType } } }),
    ),
  images: (id: number) =>
    readQuery([...adminPostQueries.all, 'images', id], () =>
      api.GET('/backoffice/CompanyPost/Images/{id}', { params: { path: { id } } }),
    ),
};

/** model as JSON text, images and files as repeated parts (multipart, spec 002 §7). */
const formOf = (draft: PostDraft) =>
  multipart({ model: JSON.stringify(draft.model), images: draft.images, files: draft.files });

export const adminPostCalls = {
  save: (id: number | null, draft: PostDraft) => {
    const options = formOf(draft);
    return savedData<AdminPost>(
      id === null
        ? api.POST('/backoffice/CompanyPost', options)
        : api.PUT('/backoffice/CompanyPost', options),
    );
  },
  deactivate: (id: number) => unwrap(api.DELETE('/backoffice/CompanyPost', { params: { query: { id } } })),
};
