import { adminSurveyCatalogHandlers } from './admin-surveys-catalogs.js';
import { adminSurveyResultHandlers } from './admin-surveys-results.js';
import { adminSurveyHandlers } from './admin-surveys.js';
import { defineArea, joinHandlers } from './area.js';

export const adminSurveysArea = defineArea({
  name: 'admin-surveys',
  handlers: joinHandlers(adminSurveyHandlers, adminSurveyCatalogHandlers, adminSurveyResultHandlers),
});
