import { fillPath, type Id } from './fill-path';

/** Administrator console route patterns (spec 002 §2). */
export const adminPatterns = {
  dashboard: '/admin',
  users: '/admin/users',
  userDetails: '/admin/users-details/:id',
  bulkLoad: '/admin/bulk-load',
  invitations: '/admin/invitations',
  audience: '/admin/admin-audience',
  genericSection: '/admin/generic-section',
  surveys: '/admin/AdminSurvey',
  surveyScales: '/admin/AdminSurveyScale/:surveyId',
  answerTypes: '/admin/AdminAnswerTypes',
  surveyScaleDetails: '/admin/details-survey-scale/:surveyId/:id',
  surveyDetails: '/admin/details-survey/:id',
  surveyResults: '/admin/survey-results/:id',
  board: '/admin/AdminBoard',
  categoryDetails: '/admin/details-category/:id?',
  control: '/admin/control',
  companyEventType: '/admin/company-event-type',
  companyPost: '/admin/company-post',
  gallery: '/admin/AdminGallery',
  companyGallery: '/admin/CompanyGallery',
  notice: '/admin/Notice',
  productFilter: '/admin/product-filter',
  productFilterDetails: '/admin/detail-product-filter/:id',
  course: '/admin/course',
} as const;

const a = adminPatterns;

/** URL builders for the administrator console; id 'new' or 0 opens an empty form where the spec says so. */
export const adminPaths = {
  dashboard: a.dashboard,
  users: a.users,
  userDetails: (id: Id | 'new') => fillPath(a.userDetails, { id }),
  bulkLoad: a.bulkLoad,
  invitations: a.invitations,
  audience: a.audience,
  genericSection: a.genericSection,
  surveys: a.surveys,
  surveyScales: (surveyId: Id) => fillPath(a.surveyScales, { surveyId }),
  answerTypes: a.answerTypes,
  surveyScaleDetails: (surveyId: Id, id: Id) => fillPath(a.surveyScaleDetails, { surveyId, id }),
  surveyDetails: (id: Id) => fillPath(a.surveyDetails, { id }),
  surveyResults: (id: Id) => fillPath(a.surveyResults, { id }),
  board: a.board,
  categoryDetails: (id?: Id) => fillPath(a.categoryDetails, { id }),
  control: a.control,
  companyEventType: a.companyEventType,
  companyPost: a.companyPost,
  gallery: a.gallery,
  companyGallery: a.companyGallery,
  notice: a.notice,
  productFilter: a.productFilter,
  productFilterDetails: (id: Id) => fillPath(a.productFilterDetails, { id }),
  course: a.course,
} as const;
