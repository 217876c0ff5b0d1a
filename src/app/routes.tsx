import type { ComponentType } from 'react';
import { Navigate, redirect, redirectDocument, type RouteObject } from 'react-router';
import { Roles } from '@/shared/account';
import { paths, routePatterns } from '@/shared/routing';
import { MemberLayout } from './layouts/member/member-layout';
import { PageLoader } from './layouts/page-loader';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './layouts/route-handle';
import { RouteErrorPage } from './pages/route-error-page';
import { RoleGuard } from './role-guard';

const m = routePatterns.member;
const a = routePatterns.admin;
const o = routePatterns.operator;

type PageModule = Promise<{ default: ComponentType }>;

/** A lazily loaded page or layout: its code arrives only when its route is visited. */
function lazy(load: () => PageModule): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const placeholder = lazy(() => import('./pages/placeholder-page'));

/** A route whose page is not built yet: the placeholder with the section's title. */
function soon(path: string, title: string): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: placeholder };
}

function page(path: string, title: string, load: () => PageModule): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: lazy(load) };
}

/**
 * A static PDF in public/: a client-side visit loads the real file; when the server answered the
 * document URL with the app itself (no file there), go home rather than loop.
 */
function staticDocument(path: string): RouteObject {
  return {
    path,
    loader: ({ request }) =>
      new URL(request.url).pathname === window.location.pathname
        ? redirect(paths.home)
        : redirectDocument(path),
  };
}

const memberRoutes: RouteObject[] = [
  page(m.verifyAccount, 'Verificación de cuenta', () => import('@/features/auth/verify-account.page')),
  page(m.resetPassword, 'Restablecer contraseña', () => import('@/features/auth/reset-password.page')),
  soon(m.home, 'Inicio'),
  page(m.surveys, 'Tu opinión', () => import('@/features/surveys/surveys.page')),
  soon(m.board, 'Reconocimientos'),
  page(m.discount, 'Beneficios Pride', () => import('@/features/store/discount.page')),
  soon(m.directory, 'Economía incluyente'),
  soon(m.ambassador, 'Embajadores'),
  soon(m.prideMusic, 'Pride Music'),
  soon(m.interestGroup, 'Grupos de interés'),
  soon(m.directoryDetails, 'Economía incluyente'),
  soon(m.registerServices, 'Registro de servicios'),
  soon(m.cardTokenizationResult, 'Verificación de tarjeta'),
  soon(m.registerService, 'Registro de servicios'),
  page(m.provider, 'Beneficios Pride', () => import('@/features/store/provider.page')),
  page(m.pendingPayment, 'Pago pendiente', () => import('@/features/store/pending-payment.page')),
  page(m.shoppingHistory, 'Mis compras', () => import('@/features/store/shopping-history.page')),
  soon(m.rewards, 'Recompensas'),
  soon(m.redemptionHistory, 'Historial de canjes'),
  soon(m.accountStatus, 'Estado de cuenta'),
  page(m.profile, 'Mi perfil', () => import('@/features/profile/profile.page')),
  soon(m.blogCompany, 'Mundo Pride'),
  soon(m.ourCompany, 'Mundo Pride'),
  soon(m.ourCompanyReport, 'Mundo Pride'),
  soon(m.ourCompanyPost, 'Mundo Pride'),
  soon(m.gallery, 'Galería'),
  soon(m.storiesPride, 'Historias Pride'),
  soon(m.story, 'Historias Pride'),
  soon(m.storyReport, 'Historias Pride'),
  soon(m.storyPost, 'Historias Pride'),
  soon(m.help, 'Ayuda'),
  soon(m.audience, 'Pride Talks'),
  soon(m.ecommerce, 'Tienda en línea'),
  page(m.caringCommunity, 'Comunidad que cuida', () => import('@/features/store/caring-community.page')),
  page(m.foundation, 'Comunidad que cuida', () => import('@/features/store/foundation.page')),
  soon(m.jobBank, 'Bolsa de trabajo'),
  soon(m.applicantSent, 'Bolsa de trabajo'),
  soon(m.listNewJobs, 'Bolsa de trabajo'),
  soon(m.jobDetails, 'Bolsa de trabajo'),
  soon(m.registerJob, 'Bolsa de trabajo'),
  soon(m.editJob, 'Bolsa de trabajo'),
  soon(m.jobsPublished, 'Bolsa de trabajo'),
  soon(m.candidates, 'Bolsa de trabajo'),
  page(m.orderDetails, 'Detalle de la orden', () => import('@/features/store/order-details.page')),
  page(m.canceled, 'Pago cancelado', () => import('@/features/store/canceled.page')),
  // Not in the spec's route table: where the sandbox payment returns after a membership (docs/decisions/0041).
  page('/payment-success', 'Pago exitoso', () => import('@/features/store/payment-success.page')),
  soon(m.courseView, 'Cartelera'),
  soon(m.course, 'Cartelera'),
  soon(m.newEvent, 'Cartelera'),
  soon(m.approveEvent, 'Cartelera'),
  soon(m.myEvents, 'Cartelera'),
  page(m.membership, 'Membresía', () => import('@/features/store/membership.page')),
  page(m.logout, 'Cerrar sesión', () => import('@/features/auth/logout.page')),
  page(m.referralRegister, 'Registro', () => import('@/features/auth/referral-register.page')),
];

const adminRoutes: RouteObject[] = [
  page(a.dashboard, 'Panel de administración', () => import('./pages/admin-dashboard.page')),
  page(a.users, 'Usuarios', () => import('@/features/admin-org/users.page')),
  page(a.userDetails, 'Usuario', () => import('@/features/admin-org/user-details.page')),
  page(a.bulkLoad, 'Carga masiva', () => import('@/features/admin-org/bulk-load.page')),
  soon(a.audience, 'Pride Talks'),
  soon(a.genericSection, 'Publicaciones Genericas'),
  page(a.surveys, 'Tu opinion', () => import('@/features/admin-surveys/admin-surveys.page')),
  page(a.surveyScales, 'Escalas', () => import('@/features/admin-surveys/survey-scales.page')),
  page(a.answerTypes, 'Tipos de respuesta', () => import('@/features/admin-surveys/answer-types.page')),
  page(a.surveyScaleDetails, 'Escala', () => import('@/features/admin-surveys/survey-scale-details.page')),
  page(a.surveyDetails, 'Encuesta', () => import('@/features/admin-surveys/survey-details.page')),
  page(
    a.surveyResults,
    'Resultados de la encuesta',
    () => import('@/features/admin-surveys/survey-results.page'),
  ),
  soon(a.board, 'Reconocimientos'),
  soon(a.categoryDetails, 'Categoría de reconocimiento'),
  page(a.control, 'Control', () => import('@/features/admin-org/control.page')),
  page(
    a.companyEventType,
    'Lista de tipos de evento',
    () => import('@/features/admin-org/company-event-type.page'),
  ),
  soon(a.companyPost, 'Mundo Pride'),
  soon(a.gallery, 'Galerías'),
  soon(a.companyGallery, 'Galería de la empresa'),
  soon(a.notice, 'Avisos'),
  soon(a.productFilter, 'Filtros de cupones'),
  soon(a.productFilterDetails, 'Filtro de cupones'),
  soon(a.course, 'Cartelera'),
];

const operatorRoutes: RouteObject[] = [
  soon(o.home, 'Control de recompensas'),
  soon(o.homeOps, 'Control de recompensas'),
  soon(o.controlReward, 'Recompensas'),
  soon(o.providers, 'Proveedores'),
  soon(o.categories, 'Categorías'),
  soon(o.rewardDetails, 'Recompensa'),
  soon(o.loadCoupons, 'Carga de cupones'),
  soon(o.rewardCategoryDetails, 'Categoría de recompensas'),
  soon(o.rewardProviderDetails, 'Proveedor'),
  soon(o.companies, 'Empresas'),
  soon(o.companyDetails, 'Empresa'),
];

/** The one route table of the portal (spec 000 §2 and spec 002 §2). */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: '/', element: <Navigate to={paths.home} replace /> },
      { Component: MemberLayout, children: memberRoutes },
      // The operations role's logo link (spec 000 §2) opens the operator console's home tab.
      { path: m.homeOps, element: <Navigate to={paths.operator.homeOps(1)} replace /> },
      {
        element: <RoleGuard allow={[Roles.hr]} />,
        children: [{ lazy: lazy(() => import('./layouts/admin/admin-layout')), children: adminRoutes }],
      },
      {
        element: <RoleGuard allow={[Roles.operations]} />,
        children: [
          { lazy: lazy(() => import('./layouts/operator/operator-layout')), children: operatorRoutes },
        ],
      },
      // Designers and QA: no sign-in, no member layout; its code never reaches the member site's routes.
      { path: paths.statecharts, lazy: lazy(() => import('@/studio/studio.page')) },
      ...Object.values(routePatterns.documents).map(staticDocument),
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
