import { readPicked, readQuery } from '@/api/read-query';
import type { AdminRewardCategory as RewardCategory, RewardProvider, components } from '@openapi/schema';
import { api } from '@/api/client';
import { operatorConsoleKey } from '@/shared/admin/console-keys';
import { saved } from '@/api/envelope';
import { gatheredParts, multipart } from '@/api/form-data';
import type { RewardSaved } from '../../../machines/reward-form.machine';

export type { AdminRewardProduct as AdminReward } from '@openapi/schema';

type Schemas = components['schemas'];

const list = <T>(data: T[] | null | undefined) => data ?? [];

/** Query options of the operator's rewards, providers and categories: the only place their keys are written. */
export const operatorQueries = {
  all: operatorConsoleKey,
  rewards: () =>
    readPicked([...operatorConsoleKey, 'rewards'], () => api.GET('/BackOffice/RewardProduct'), list),
  reward: (id: number) =>
    readQuery([...operatorConsoleKey, 'rewards', id], () =>
      api.GET('/BackOffice/RewardProduct/{id}', { params: { path: { id } } }),
    ),
  rewardCatalogs: () =>
    readQuery([...operatorConsoleKey, 'reward-catalogs'], () =>
      api.GET('/BackOffice/RewardProduct/Catalogs'),
    ),
  couponCatalogs: () =>
    readQuery([...operatorConsoleKey, 'coupon-catalogs'], () => api.GET('/BackOffice/RewardCoupon/Catalogs')),
  categories: () =>
    readPicked([...operatorConsoleKey, 'categories'], () => api.GET('/BackOffice/RewardCategory'), list),
  category: (id: number) =>
    readQuery([...operatorConsoleKey, 'categories', id], () =>
      api.GET('/BackOffice/RewardCategory/{id}', { params: { path: { id } } }),
    ),
  providers: () =>
    readPicked([...operatorConsoleKey, 'providers'], () => api.GET('/BackOffice/RewardProvider'), list),
  provider: (id: number) =>
    readQuery([...operatorConsoleKey, 'providers', id], () =>
      api.GET('/BackOffice/RewardProvider/{id}', { params: { path: { id } } }),
    ),
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

/** The operator's writes on rewards, providers, categories and coupons; each resolves with the gateway's message. */
export const operatorCalls = {
  async saveReward(form: FormData): Promise<RewardSaved> {
    const options = multipart(rewardProductForm(form));
    const call = api.request(
      (options.body.rewardProductId ?? 0) > 0 ? 'put' : 'post',
      '/BackOffice/RewardProduct',
      options,
    );
    return (await saved<RewardSaved>(call)).data;
  },
  deactivateReward: (id: number) => saved<null>(api.DELETE('/BackOffice/RewardProduct', byId(id))),
  testCoupon: (id: number) => saved<string>(api.GET('/BackOffice/TestCoupon', byId(id))),
  loadCoupons: (body: Schemas['RewardCouponForm']) =>
    saved<{ loaded: number; duplicates: number }>(api.POST('/BackOffice/RewardCoupon', multipart(body))),
  saveCategory: (body: Schemas['RewardCategoryForm'], update: boolean) => {
    const options = multipart(body);
    return saved<RewardCategory>(api.request(update ? 'put' : 'post', '/BackOffice/RewardCategory', options));
  },
  deactivateCategory: (id: number) => saved<null>(api.DELETE('/BackOffice/RewardCategory', byId(id))),
  saveProvider: (body: Schemas['RewardProviderForm'], update: boolean) => {
    const options = multipart(body);
    return saved<RewardProvider>(api.request(update ? 'put' : 'post', '/BackOffice/RewardProvider', options));
  },
  deactivateProvider: (id: number) => saved<null>(api.DELETE('/BackOffice/RewardProvider', byId(id))),
};
