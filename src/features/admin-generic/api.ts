import { readList } from '@/api/read-query';
import type { GenericSectionItemModel as GenericModel } from '@openapi/schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { savedMessage, unwrap } from '@/api/envelope';
import { multipart } from '@/api/form-data';
import { callerCompanyId } from '@/api/caller-company';

export type { GenericSectionItem as GenericItem } from '@openapi/schema';

/** Spec 002 §9: generic publications list 10 per page, paged by the server. */
const GENERIC_PAGE_SIZE = 10;

export const genericQueries = {
  all: ['admin-generic'] as const,
  page: (sectionId: number, pageIndex: number) =>
    queryOptions({
      queryKey: [...genericQueries.all, 'page', sectionId, pageIndex],
      queryFn: () =>
        unwrap(
          api.GET('/backoffice/GetGenericSectionItemByCompany', {
            params: {
              query: { companyId: callerCompanyId(), pageIndex, elements: GENERIC_PAGE_SIZE, sectionId },
            },
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  sections: () =>
    readList([...genericQueries.all, 'sections'], () =>
      api.GET('/backoffice/GetGenericItemSections', {
        params: { query: { companyId: callerCompanyId() } },
      }),
    ),
  contactTypes: () =>
    readList([...genericQueries.all, 'contact-types'], () =>
      api.GET('/backoffice/GetGenericItemContactTypes'),
    ),
};

/** The publications' writes; each resolves with the gateway's message. */
export const genericCalls = {
  /** Creates or updates a publication with its contacts (multipart: files and the model as JSON text). */
  save: (model: GenericModel, image: File | null) => {
    const options = multipart({ model: JSON.stringify(model), ...(image ? { files: image } : {}) });
    return savedMessage(
      api.request(model.genericSectionItemId ? 'put' : 'post', '/backoffice/GenericSectionItem', options),
    );
  },
  delete: (id: number) =>
    savedMessage(api.DELETE('/backoffice/GenericSectionItem/{id}', { params: { path: { id } } })),
  deleteContact: (id: number) =>
    savedMessage(api.DELETE('/backoffice/GenericSectionItem/ContactInfo/{id}', { params: { path: { id } } })),
};
