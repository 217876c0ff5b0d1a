import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';
import { sectionTitles } from '@/shared/section-titles';

const m = routePatterns.member;

/** The pages of store: the route tables are derived from this list (`npm run areas`). */
export const storeRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.discount, title: 'Beneficios Pride', page: () => import('./discount.page') },
  { path: m.provider, title: 'Beneficios Pride', page: () => import('./provider.page') },
  { path: m.pendingPayment, title: 'Pago pendiente', page: () => import('./pending-payment.page') },
  {
    path: m.shoppingHistory,
    title: sectionTitles.shoppingHistory,
    page: () => import('./shopping-history.page'),
  },
  { path: m.caringCommunity, title: 'Comunidad que cuida', page: () => import('./caring-community.page') },
  { path: m.foundation, title: 'Comunidad que cuida', page: () => import('./foundation.page') },
  { path: m.orderDetails, title: 'Detalle de la orden', page: () => import('./order-details.page') },
  { path: m.canceled, title: 'Pago cancelado', page: () => import('./canceled.page') },
  { path: '/payment-success', title: 'Pago exitoso', page: () => import('./payment-success.page') },
  { path: m.membership, title: 'Membresía', page: () => import('./membership.page') },
]);
