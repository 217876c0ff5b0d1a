import { paths, routePatterns } from '@/shared/routing';
import type { ConsoleNavItem } from '../console/console-nav';

const o = routePatterns.operator;

/** The operator console's sections (spec 002 §2); {tap} 1 opens each list's first tab. */
export const operatorNavItems: readonly ConsoleNavItem[] = [
  { label: 'Inicio', to: paths.operator.home, also: [o.homeOps] },
  {
    label: 'Recompensas',
    to: paths.operator.controlReward(1),
    also: [o.controlReward, o.rewardDetails, o.loadCoupons],
  },
  {
    label: 'Proveedores',
    to: paths.operator.providers(1),
    also: [o.providers, o.rewardProviderDetails],
  },
  {
    label: 'Categorías',
    to: paths.operator.categories(1),
    also: [o.categories, o.rewardCategoryDetails],
  },
  { label: 'Empresas', to: paths.operator.companies, also: [o.companyDetails] },
];
