import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { savedMessage, unwrap } from '@/api/envelope';
import { multipart } from '@/api/form-data';
import { SPEC_COMPANY_ID } from '@/shared/company';

export type GenericItem = components['schemas']['GenericSectionItem'];
export type GenericModel = components['schemas']['GenericSectionItemModel'];

/** Spec 002 §9: generic publications list 10 per page, paged by the server. */
const GENERIC_PAGE_SIZE = 10;

export const genericQueries = {
  page: (sectionId: number, pageIndex: number) =>
    queryOptions({
      queryKey: ['admin-generic', 'page', sectionId, pageIndex],
      queryFn: () =>
        unwrap(
          api.GET('/backoffice/GetGenericSectionItemByCompany', {
            params: {
              query: { companyId: SPEC_COMPANY_ID, pageIndex, elements: GENERIC_PAGE_SIZE, sectionId },
            },
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  sections: () =>
    queryOptions({
      queryKey: ['admin-generic', 'sections'],
      queryFn: () =>
        unwrap(
          api.GET('/backoffice/GetGenericItemSections', {
            params: { query: { companyId: SPEC_COMPANY_ID } },
          }),
        ).then((data) => data ?? []),
    }),
  contactTypes: () =>
    queryOptions({
      queryKey: ['admin-generic', 'contact-types'],
      queryFn: () => unwrap(api.GET('/backoffice/GetGenericItemContactTypes')).then((data) => data ?? []),
    }),
};

/** Creates or updates a publication with its contacts (multipart: files and the model as JSON text). */
export function saveGenericItem(model: GenericModel, image: File | null) {
  const form = { model: JSON.stringify(model), ...(image ? { files: image } : {}) };
  const options = multipart(form);
  return savedMessage(
    model.genericSectionItemId
      ? api.PUT('/backoffice/GenericSectionItem', options)
      : api.POST('/backoffice/GenericSectionItem', options),
  );
}

export const deleteGenericItem = (id: number) =>
  savedMessage(api.DELETE('/backoffice/GenericSectionItem/{id}', { params: { path: { id } } }));

export const deleteGenericContact = (id: number) =>
  savedMessage(api.DELETE('/backoffice/GenericSectionItem/ContactInfo/{id}', { params: { path: { id } } }));
