import { readPicked, readQuery } from '@/api/read-query';
import type { CardForm, components } from '@openapi/schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';
import { multipart, toFormData } from '@/api/form-data';
import { callerCompanyId } from '@/api/caller-company';

export type {
  DirectoryItem,
  DirectoryType,
  ServiceCategory,
  ServiceSubCategory,
  DirectorySettings,
  CardForm,
  CardVerification,
} from '@openapi/schema';

type Schemas = components['schemas'];
export type DirectoryForm = Omit<Schemas['DirectoryForm'], 'ContactImage'> & { ContactImage?: File[] };

export interface ListFilter {
  statusId: 1 | 2;
  search: string;
  categoryId: number | null;
  subCategoryId: number | null;
}

const list = <T>(data: T[] | null | undefined) => data ?? [];

const fetchSubCategories = (categoryId: number) =>
  unwrap(api.GET('/BackEnd/GetSubCategoryCatalogByCategoryId', { params: { query: { categoryId } } })).then(
    list,
  );

/** Query options of the directory: the only place its query keys are written. */
export const directoryQueries = {
  all: ['directory'] as const,
  list: (f: ListFilter) =>
    queryOptions({
      queryKey: ['directory', 'list', f],
      queryFn: () =>
        unwrap(
          api.GET('/BackEnd/GetDirectoryInfoList', {
            params: {
              query: {
                companyId: callerCompanyId(),
                statusId: f.statusId,
                ...(f.search ? { search: f.search } : {}),
                ...(f.categoryId ? { categoryId: f.categoryId } : {}),
                ...(f.subCategoryId ? { subCategoryId: f.subCategoryId } : {}),
              },
            },
          }),
        ).then(list),
      placeholderData: keepPreviousData,
    }),
  item: (id: number) =>
    queryOptions({
      queryKey: ['directory', 'item', id],
      queryFn: () =>
        unwrap(api.GET('/BackEnd/GetDirectoryInfoById', { params: { query: { directoryInfoId: id } } })),
      retry: false,
    }),
  categoryFilters: () =>
    readPicked(
      ['directory', 'category-filters'],
      () => api.GET('/BackEnd/GetCategoryFilters', { params: { query: { companyId: callerCompanyId() } } }),
      list,
    ),
  subCategoryFilters: (categoryId: number) =>
    readPicked(
      ['directory', 'sub-filters', categoryId],
      () =>
        api.GET('/BackEnd/GetSubCategoryByCatId', {
          params: { query: { categoryId, companyId: callerCompanyId() } },
        }),
      list,
    ),
  categories: () =>
    queryOptions({
      queryKey: ['directory', 'categories'],
      queryFn: () => unwrap(api.GET('/BackEnd/GetCategoriesCatalog')).then(list),
      staleTime: Infinity,
    }),
  subCategories: (categoryId: number) =>
    queryOptions({
      queryKey: ['directory', 'subcategories', categoryId],
      queryFn: () => fetchSubCategories(categoryId),
      staleTime: Infinity,
    }),
  types: () =>
    queryOptions({
      queryKey: ['directory', 'types'],
      queryFn: () => unwrap(api.GET('/BackEnd/DirectoryType')).then(list),
      staleTime: Infinity,
    }),
  settings: () =>
    readQuery(['directory', 'settings'], () => api.GET('/BackOffice/DirectoryInfo/SettingsUser')),
  states: () =>
    queryOptions({
      queryKey: ['directory', 'country-states'],
      queryFn: () => unwrap(api.GET('/BackEnd/GetCountryStateCatalog')).then(list),
      staleTime: Infinity,
    }),
};

/** Inserts or updates an entry (multipart); the reply's entry. */
function saveEntry(form: DirectoryForm) {
  const { ContactImage = [], ...fields } = form;
  const body = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, unknown>;
  const serialize = () => {
    const data = toFormData(body);
    for (const file of ContactImage) data.append('ContactImage', file, file.name);
    return data;
  };
  const call =
    form.DirectoryInfoId !== undefined
      ? api.PUT('/BackEnd/DirectoryInfo', { body: fields, bodySerializer: serialize })
      : api.POST('/BackEnd/InsertDirectoryInfo', { body: fields, bodySerializer: serialize });
  return unwrap(call);
}

const tokenizeCard = (directoryInfoid: number, card: CardForm) =>
  unwrap(api.POST('/BackOffice/RedPayCardToken', { params: { query: { directoryInfoid } }, body: card }));

const verifyCard = (directoryInfoid: number) =>
  unwrap(api.POST('/BackOffice/VerifyCard', { params: { query: { directoryInfoid } } })).then((d) => {
    if (!d) throw new Error('Sin respuesta');
    return d;
  });

/** The three scores in sequence (1 Servicio, 2 Precio, 3 Calidad), as the spec sends them. */
async function saveScores(directoryInfoId: number, scores: Record<1 | 2 | 3, number>) {
  for (const type of [1, 2, 3] as const) {
    await unwrap(
      api.POST(
        '/BackEnd/DirectoryScore',
        multipart({
          DirectoryInfoId: directoryInfoId,
          DirectoryRatingTypeId: type,
          Score: scores[type],
          Active: true,
        }),
      ),
    );
  }
}

const recordView = (id: number) =>
  unwrap(api.POST('/BackEnd/DirectoryView/{id}', { params: { path: { id } } }));

/** `email` is the owner's address when the caller was given it; the gateway uses the stored one anyway. */
const approveEntry = (
  id: number,
  email: string | null,
  grace: { freePosts: number; days: number } | null,
) => {
  const query = { DirectoryInfoId: id, ...(email ? { Email: email } : {}) };
  return grace
    ? unwrap(
        api.POST('/BackOffice/ApproveDirectoryInfo/Grace', {
          params: { query: { ...query, PubliMax: grace.freePosts, DaysGrace: grace.days } },
        }),
      )
    : unwrap(api.POST('/BackOffice/ApproveDirectoryInfo', { params: { query } }));
};

const rejectEntry = (id: number) =>
  unwrap(api.POST('/BackOffice/RejectDirectoryInfo', { params: { query: { DirectoryInfoId: id } } }));

const setRewards = (id: number, enabled: boolean) =>
  unwrap(api.POST('/BackEnd/DirectoryInfo/reward/{id}/{enabled}', { params: { path: { id, enabled } } }));

/** The conversion tracker hears a search the person paused on (spec 001 §5); a failure never disturbs them. */
const trackSearch = (text: string) =>
  api
    .POST('/backend/PixelTrack', {
      body: { type: 'Search', pixelData: JSON.stringify({ search: text }), url: window.location.pathname },
    })
    .catch(() => undefined);

/** The directory's writes, and the sub-categories a form loads for its chosen category. */
export const directoryCalls = {
  fetchSubCategories,
  saveEntry,
  tokenizeCard,
  verifyCard,
  saveScores,
  recordView,
  approveEntry,
  rejectEntry,
  setRewards,
  trackSearch,
};
