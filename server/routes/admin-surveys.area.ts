import { adminSurveyCatalogHandlers } from './admin-surveys-catalogs.js';
import { adminSurveyResultHandlers } from './admin-surveys-results.js';
import { adminSurveyHandlers } from './admin-surveys.js';
import { defineArea } from './area.js';

export const adminSurveysArea = defineArea({
  name: 'admin-surveys',
  handlers: (services) => ({
    ...adminSurveyHandlers(services),
    ...adminSurveyCatalogHandlers(services),
    ...adminSurveyResultHandlers(services),
  }),
});
