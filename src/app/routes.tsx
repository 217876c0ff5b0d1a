import type { ComponentType } from 'react';
import { Navigate, redirect, redirectDocument, type RouteObject } from 'react-router';
import { Roles } from '@/shared/account';
import { paths, routePatterns } from '@/shared/routing';
import { sectionTitles } from '@/shared/section-titles';
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
  page(m.home, 'Inicio', () => import('@/features/home/home.page')),
  page(m.surveys, 'Tu opinión', () => import('@/features/surveys/surveys.page')),
  page(m.board, 'Reconocimientos', () => import('@/features/recognition/board.page')),
  page(m.discount, 'Beneficios Pride', () => import('@/features/store/discount.page')),
  page(m.directory, 'Economía incluyente', () => import('@/features/directory/directory.page')),
  page(m.ambassador, 'Embajadores', () => import('@/features/community/ambassador.page')),
  page(m.prideMusic, 'Pride Music', () => import('@/features/community/pride-music.page')),
  page(m.interestGroup, 'Grupos de interés', () => import('@/features/community/interest-group.page')),
  page(
    m.directoryDetails,
    'Economía incluyente',
    () => import('@/features/directory/directory-details.page'),
  ),
  page(
    m.registerServices,
    'Registro de servicios',
    () => import('@/features/directory/register-services.page'),
  ),
  page(
    m.cardTokenizationResult,
    'Verificación de tarjeta',
    () => import('@/features/directory/card-result.page'),
  ),
  page(
    m.registerService,
    'Registro de servicios',
    () => import('@/features/directory/register-services.page'),
  ),
  page(m.provider, 'Beneficios Pride', () => import('@/features/store/provider.page')),
  page(m.pendingPayment, 'Pago pendiente', () => import('@/features/store/pending-payment.page')),
  page(
    m.shoppingHistory,
    sectionTitles.shoppingHistory,
    () => import('@/features/store/shopping-history.page'),
  ),
  page(m.rewards, 'Recompensas', () => import('@/features/rewards/rewards.page')),
  page(
    m.redemptionHistory,
    'Historial de canjes',
    () => import('@/features/rewards/redemption-history.page'),
  ),
  page(m.accountStatus, 'Estado de cuenta', () => import('@/features/rewards/account-status.page')),
  page(m.profile, 'Mi perfil', () => import('@/features/profile/profile.page')),
  page(m.blogCompany, 'Mundo Pride', () => import('@/features/posts/blog.page')),
  page(m.ourCompany, 'Mundo Pride', () => import('@/features/posts/blog.page')),
  page(m.ourCompanyReport, 'Comentario reportado', () => import('@/features/posts/comment-report.page')),
  page(m.ourCompanyPost, 'Mundo Pride', () => import('@/features/posts/post-detail.page')),
  page(m.gallery, 'Galería', () => import('@/features/posts/gallery.page')),
  page(m.storiesPride, 'Historias Pride', () => import('@/features/posts/stories.page')),
  page(m.story, 'Historias Pride', () => import('@/features/posts/stories.page')),
  page(m.storyReport, 'Comentario reportado', () => import('@/features/posts/comment-report.page')),
  page(m.storyPost, 'Historias Pride', () => import('@/features/posts/post-detail.page')),
  page(m.help, 'Ayuda', () => import('@/features/help/help.page')),
  page(m.audience, 'Pride Talks', () => import('@/features/talks/audience.page')),
  page(m.ecommerce, 'Tienda en línea', () => import('@/features/help/ecommerce.page')),
  page(m.caringCommunity, 'Comunidad que cuida', () => import('@/features/store/caring-community.page')),
  page(m.foundation, 'Comunidad que cuida', () => import('@/features/store/foundation.page')),
  page(m.jobBank, 'Bolsa de trabajo', () => import('@/features/job-bank/job-bank.page')),
  page(m.applicantSent, 'Bolsa de trabajo', () => import('@/features/job-bank/applicant-sent.page')),
  page(m.listNewJobs, 'Autorizar vacantes', () => import('@/features/job-bank/list-new-jobs.page')),
  page(m.jobDetails, 'Bolsa de trabajo', () => import('@/features/job-bank/job-details.page')),
  page(m.registerJob, 'Publicar empleo', () => import('@/features/job-bank/register-job.page')),
  page(m.editJob, 'Editar empleo', () => import('@/features/job-bank/edit-job.page')),
  page(m.jobsPublished, 'Mis empleos', () => import('@/features/job-bank/jobs-published.page')),
  page(m.candidates, 'Candidatos', () => import('@/features/job-bank/candidates.page')),
  page(m.orderDetails, 'Detalle de la orden', () => import('@/features/store/order-details.page')),
  page(m.canceled, 'Pago cancelado', () => import('@/features/store/canceled.page')),
  // Not in the spec's route table: where the sandbox payment returns after a membership (docs/decisions/0041).
  page('/payment-success', 'Pago exitoso', () => import('@/features/store/payment-success.page')),
  page(m.courseView, 'Cartelera', () => import('@/features/billboard/course-view.page')),
  page(m.course, 'Cartelera', () => import('@/features/billboard/course-view.page')),
  page(m.newEvent, 'Cartelera', () => import('@/features/billboard/new-event.page')),
  page(m.approveEvent, 'Cartelera', () => import('@/features/billboard/approve-event.page')),
  page(m.myEvents, 'Cartelera', () => import('@/features/billboard/my-events.page')),
  page(m.membership, 'Membresía', () => import('@/features/store/membership.page')),
  page(m.logout, 'Cerrar sesión', () => import('@/features/auth/logout.page')),
  page(m.referralRegister, 'Registro', () => import('@/features/auth/referral-register.page')),
];

const adminRoutes: RouteObject[] = [
  page(a.dashboard, 'Panel de administración', () => import('./pages/admin-dashboard.page')),
  page(a.users, 'Usuarios', () => import('@/features/admin-org/users.page')),
  page(a.userDetails, 'Usuario', () => import('@/features/admin-org/user-details.page')),
  page(a.bulkLoad, 'Carga masiva', () => import('@/features/admin-org/bulk-load.page')),
  page(a.audience, 'Pride Talks', () => import('@/features/admin-talks/admin-audience.page')),
  page(
    a.genericSection,
    'Publicaciones Genericas',
    () => import('@/features/admin-generic/generic-section.page'),
  ),
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
  page(a.board, 'Reconocimientos', () => import('@/features/admin-recognition/admin-board.page')),
  page(
    a.categoryDetails,
    'Categoría de reconocimiento',
    () => import('@/features/admin-recognition/category-details.page'),
  ),
  page(a.control, 'Control', () => import('@/features/admin-org/control.page')),
  page(
    a.companyEventType,
    'Lista de tipos de evento',
    () => import('@/features/admin-org/company-event-type.page'),
  ),
  page(a.companyPost, 'Mundo Pride', () => import('@/features/admin-posts/company-post.page')),
  page(a.gallery, 'Galerías', () => import('@/features/admin-posts/admin-gallery.page')),
  page(
    a.companyGallery,
    'Galería de la empresa',
    () => import('@/features/admin-posts/company-gallery.page'),
  ),
  soon(a.notice, 'Avisos'),
  page(a.productFilter, 'Filtros de cupones', () => import('@/features/admin-filters/product-filters.page')),
  page(
    a.productFilterDetails,
    'Filtro de cupones',
    () => import('@/features/admin-filters/product-filter-details.page'),
  ),
  page(a.course, 'Cartelera', () => import('@/features/admin-courses/admin-course.page')),
];

const operatorRoutes: RouteObject[] = [
  page(o.home, 'Control de recompensas', () => import('@/features/operator/rewards-control.page')),
  page(o.homeOps, 'Control de recompensas', () => import('@/features/operator/rewards-control.page')),
  page(o.controlReward, 'Recompensas', () => import('@/features/operator/rewards-control.page')),
  page(o.providers, 'Proveedores', () => import('@/features/operator/rewards-control.page')),
  page(o.categories, 'Categorías', () => import('@/features/operator/rewards-control.page')),
  page(o.rewardDetails, 'Recompensa', () => import('@/features/operator/reward-details.page')),
  page(o.loadCoupons, 'Carga de cupones', () => import('@/features/operator/load-coupons.page')),
  page(
    o.rewardCategoryDetails,
    'Categoría de recompensas',
    () => import('@/features/operator/category-details.page'),
  ),
  page(o.rewardProviderDetails, 'Proveedor', () => import('@/features/operator/provider-details.page')),
  page(o.companies, 'Empresas', () => import('@/features/operator/companies.page')),
  page(o.companyDetails, 'Empresa', () => import('@/features/operator/company-details.page')),
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
