import { fillPath, type Id } from './fill-path';

/** Operator console route patterns (spec 002 §2); {tap} is the tab shown. */
export const operatorPatterns = {
  home: '/operator',
  homeOps: '/operator/homeOps/:tap',
  controlReward: '/operator/controlreward/:tap',
  providers: '/operator/providers/:tap',
  categories: '/operator/categories/:tap',
  rewardDetails: '/operator/details-reward/:id',
  loadCoupons: '/operator/load-coupons/:id',
  rewardCategoryDetails: '/operator/details-rewardCategory/:id',
  rewardProviderDetails: '/operator/details-rewardProvider/:id',
  companies: '/operator/AdminCompany',
  companyDetails: '/operator/details-company/:id',
  audit: '/operator/audit',
} as const;

const o = operatorPatterns;

/** URL builders for the operator console. */
export const operatorPaths = {
  home: o.home,
  homeOps: (tap: Id) => fillPath(o.homeOps, { tap }),
  controlReward: (tap: Id) => fillPath(o.controlReward, { tap }),
  providers: (tap: Id) => fillPath(o.providers, { tap }),
  categories: (tap: Id) => fillPath(o.categories, { tap }),
  rewardDetails: (id: Id) => fillPath(o.rewardDetails, { id }),
  loadCoupons: (id: Id) => fillPath(o.loadCoupons, { id }),
  rewardCategoryDetails: (id: Id) => fillPath(o.rewardCategoryDetails, { id }),
  rewardProviderDetails: (id: Id) => fillPath(o.rewardProviderDetails, { id }),
  companies: o.companies,
  companyDetails: (id: Id) => fillPath(o.companyDetails, { id }),
  audit: o.audit,
} as const;
