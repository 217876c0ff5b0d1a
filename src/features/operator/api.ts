import { queryOptions } from '@tanstack/react-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { saved, unwrap } from '@/api/envelope';
import { gatheredParts, multipart } from '@/api/form-data';
import type { RewardSaved } from '../../../machines/reward-form.machine';

type Schemas = components['schemas'];
export type AdminReward = Schemas['AdminRewardProduct'];
export type RewardCategory = Schemas['AdminRewardCategory'];
export type RewardProvider = Schemas['RewardProvider'];
export type Company = Schemas['Company'];
export type CompanyPayload = Schemas['CompanyPayload'];

const list = <T>(data: T[] | null | undefined) => data ?? [];

/** Query options of the operator console: the only place its query keys are written. */
export const operatorQueries = {
  all: ['operator'] as const,
  rewards: () =>
    queryOptions({
      queryKey: ['operator', 'rewards'],
      queryFn: () => unwrap(api.GET('/BackOffice/RewardProduct')).then(list),
    }),
  reward: (id: number) =>
    queryOptions({
      queryKey: ['operator', 'rewards', id],
      queryFn: () => unwrap(api.GET('/BackOffice/RewardProduct/{id}', { params: { path: { id } } })),
    }),
  rewardCatalogs: () =>
    queryOptions({
      queryKey: ['operator', 'reward-catalogs'],
      queryFn: () => unwrap(api.GET('/BackOffice/RewardProduct/Catalogs')),
    }),
  couponCatalogs: () =>
    queryOptions({
      queryKey: ['operator', 'coupon-catalogs'],
      queryFn: () => unwrap(api.GET('/BackOffice/RewardCoupon/Catalogs')),
    }),
  categories: () =>
    queryOptions({
      queryKey: ['operator', 'categories'],
      queryFn: () => unwrap(api.GET('/BackOffice/RewardCategory')).then(list),
    }),
  category: (id: number) =>
    queryOptions({
      queryKey: ['operator', 'categories', id],
      queryFn: () => unwrap(api.GET('/BackOffice/RewardCategory/{id}', { params: { path: { id } } })),
    }),
  providers: () =>
    queryOptions({
      queryKey: ['operator', 'providers'],
      queryFn: () => unwrap(api.GET('/BackOffice/RewardProvider')).then(list),
    }),
  provider: (id: number) =>
    queryOptions({
      queryKey: ['operator', 'providers', id],
      queryFn: () => unwrap(api.GET('/BackOffice/RewardProvider/{id}', { params: { path: { id } } })),
    }),
  companies: (status: boolean) =>
    queryOptions({
      queryKey: ['operator', 'companies', status],
      queryFn: () => unwrap(api.GET('/BackOffice/Company', { params: { query: { status } } })).then(list),
    }),
  company: (id: number) =>
    queryOptions({
      queryKey: ['operator', 'company', id],
      queryFn: () => unwrap(api.GET('/BackOffice/Company/{id}', { params: { path: { id } } })),
    }),
};

/** The reward form the page gathered, as the schema's body. */
function rewardProductForm(form: FormData): Schemas['RewardProductForm'] {
  const parts = gatheredParts(form);
  return {
    rewardProductId: parts.optionalNumber('rewardProductId'),
    rewardCategoryId: parts.number('rewardCategoryId'),
    rewardProviderId: parts.number('rewardProviderId'),
    title: parts.text('title'),
    titleAdmin: parts.text('titleAdmin'),
    description: parts.text('description'),
    popUpText: parts.text('popUpText'),
    restriction: parts.optionalText('restriction'),
    points: parts.number('points'),
    lowStock: parts.number('lowStock'),
    posX: parts.number('posX'),
    posY: parts.number('posY'),
    fontSize: parts.number('fontSize'),
    isBarCode: parts.flag('isBarCode'),
    isVisible: parts.flag('isVisible'),
    twoValidation: parts.flag('twoValidation'),
    fileImage: parts.optionalFile('fileImage'),
    filePDF: parts.optionalFile('filePDF'),
  };
}

const byId = (id: number) => ({ params: { query: { id } } });

/** The operator console's writes; each resolves with the gateway's message. */
export const operatorCalls = {
  async saveReward(form: FormData): Promise<RewardSaved> {
    const options = multipart(rewardProductForm(form));
    const call =
      (options.body.rewardProductId ?? 0) > 0
        ? api.PUT('/BackOffice/RewardProduct', options)
        : api.POST('/BackOffice/RewardProduct', options);
    return (await saved<RewardSaved>(call)).data;
  },
  deactivateReward: (id: number) => saved<null>(api.DELETE('/BackOffice/RewardProduct', byId(id))),
  testCoupon: (id: number) => saved<string>(api.GET('/BackOffice/TestCoupon', byId(id))),
  loadCoupons: (body: Schemas['RewardCouponForm']) =>
    saved<{ loaded: number; duplicates: number }>(api.POST('/BackOffice/RewardCoupon', multipart(body))),
  saveCategory: (body: Schemas['RewardCategoryForm'], update: boolean) => {
    const options = multipart(body);
    return saved<RewardCategory>(
      update
        ? api.PUT('/BackOffice/RewardCategory', options)
        : api.POST('/BackOffice/RewardCategory', options),
    );
  },
  deactivateCategory: (id: number) => saved<null>(api.DELETE('/BackOffice/RewardCategory', byId(id))),
  saveProvider: (body: Schemas['RewardProviderForm'], update: boolean) => {
    const options = multipart(body);
    return saved<RewardProvider>(
      update
        ? api.PUT('/BackOffice/RewardProvider', options)
        : api.POST('/BackOffice/RewardProvider', options),
    );
  },
  deactivateProvider: (id: number) => saved<null>(api.DELETE('/BackOffice/RewardProvider', byId(id))),
  saveCompany: (body: CompanyPayload, update: boolean) =>
    saved<Company>(
      update ? api.PUT('/BackOffice/Company', { body }) : api.POST('/BackOffice/Company', { body }),
    ),
  deactivateCompany: (id: number) =>
    saved<null>(api.DELETE('/BackOffice/Company/{id}', { params: { path: { id } } })),
};
