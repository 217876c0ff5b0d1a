import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const m = routePatterns.member;

/** The pages of auth: the route tables are derived from this list (`npm run areas`). */
export const authRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.verifyAccount, title: 'Verificación de cuenta', page: () => import('./verify-account.page') },
  {
    path: m.verifyAdditionalEmail,
    title: 'Confirmación del correo adicional',
    page: () => import('./verify-additional-email.page'),
  },
  { path: m.resetPassword, title: 'Restablecer contraseña', page: () => import('./reset-password.page') },
  { path: m.logout, title: 'Cerrar sesión', page: () => import('./logout.page') },
  {
    path: m.referralRegister,
    title: 'Registro',
    page: () => import('./referral-register.page'),
    sample: { referralToken: 'demo' },
  },
]);
