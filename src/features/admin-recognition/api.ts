import { readQuery } from '@/api/read-query';
import type { AdminCategory, CategoryPayload, Level, LevelModel } from '@openapi/schema';
import { api } from '@/api/client';
import { saved } from '@/api/envelope';
import { multipart } from '@/api/form-data';

export type { AdminCategory, Level } from '@openapi/schema';

export type CategoryFilter = 'all' | 'active' | 'inactive';

export const adminRecognitionQueries = {
  all: ['admin-recognition'] as const,
  categories: (filter: CategoryFilter) =>
    readQuery([...adminRecognitionQueries.all, 'categories', filter], () =>
      api.GET('/backoffice/AcknowledgmentType', { params: { query: { filter } } }),
    ),
  category: (id: number) =>
    readQuery([...adminRecognitionQueries.all, 'category', id], () =>
      api.GET('/backoffice/AcknowledgmentType/{id}', { params: { path: { id } } }),
    ),
  levels: (typeId: number) =>
    readQuery([...adminRecognitionQueries.all, 'levels', typeId], () =>
      api.GET('/backoffice/CompanyAcknowledgmentLadder', {
        params: { query: { acknowledgmentTypeId: typeId } },
      }),
    ),
};

export const adminRecognitionCalls = {
  saveCategory: (body: CategoryPayload) =>
    saved<AdminCategory>(
      body.acknowledgmentTypeId === undefined
        ? api.POST('/backoffice/AcknowledgmentType', { body })
        : api.PUT('/backoffice/AcknowledgmentType', { body }),
    ),
  deactivateCategory: (id: number) =>
    saved<null>(api.DELETE('/backoffice/AcknowledgmentType', { params: { query: { id } } })),
  saveLevel: (model: LevelModel, icon: File | null) => {
    const options = multipart({ model: JSON.stringify(model), files: icon ? [icon] : undefined });
    return saved<Level>(
      model.companyAcknowledgmentLadderId === undefined
        ? api.POST('/backoffice/CompanyAcknowledgmentLadder', options)
        : api.PUT('/backoffice/CompanyAcknowledgmentLadder', options),
    );
  },
  deactivateLevel: (id: number) =>
    saved<null>(api.DELETE('/backoffice/CompanyAcknowledgmentLadder', { params: { query: { id } } })),
};
