import { seedSurveys } from '../surveys/survey-seed.js';
import { defineArea } from './area.js';
import { surveyHandlers } from './surveys.js';

export const surveysArea = defineArea({
  name: 'surveys',
  handlers: surveyHandlers,
  seed: { order: 40, run: seedSurveys },
  uploads: ['saveSurveyMultimedia'],
});
