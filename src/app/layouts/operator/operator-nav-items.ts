import { paths, routePatterns } from '@/shared/routing';
import type { ConsoleNavItem } from '../console/console-nav';
import { appMessages as t } from '../../messages';

const o = routePatterns.operator;

/** The operator console's sections (spec 002 §2); {tap} 1 opens each list's first tab. */
export const operatorNavItems: readonly ConsoleNavItem[] = [
  { label: t.operatorSections.home, to: paths.operator.home, also: [o.homeOps] },
  {
    label: t.operatorSections.rewards,
    to: paths.operator.controlReward(1),
    also: [o.controlReward, o.rewardDetails, o.loadCoupons],
  },
  {
    label: t.operatorSections.providers,
    to: paths.operator.providers(1),
    also: [o.providers, o.rewardProviderDetails],
  },
  {
    label: t.operatorSections.categories,
    to: paths.operator.categories(1),
    also: [o.categories, o.rewardCategoryDetails],
  },
  { label: t.operatorSections.companies, to: paths.operator.companies, also: [o.companyDetails] },
  { label: t.operatorSections.audit, to: paths.operator.audit },
];
