import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const a = routePatterns.admin;

/** The pages of admin-surveys: the route tables are derived from this list (`npm run areas`). */
export const adminSurveysRoutes: FeatureRoute[] = siteRoutes('admin', [
  { path: a.surveys, title: 'Tu opinion', page: () => import('./admin-surveys.page') },
  { path: a.surveyScales, title: 'Escalas', page: () => import('./survey-scales.page') },
  { path: a.answerTypes, title: 'Tipos de respuesta', page: () => import('./answer-types.page') },
  { path: a.surveyScaleDetails, title: 'Escala', page: () => import('./survey-scale-details.page') },
  { path: a.surveyDetails, title: 'Encuesta', page: () => import('./survey-details.page') },
  { path: a.surveyResults, title: 'Resultados de la encuesta', page: () => import('./survey-results.page') },
]);
