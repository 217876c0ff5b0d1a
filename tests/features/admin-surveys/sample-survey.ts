import type { AdminSurvey } from '@/features/admin-surveys/api';

/** HR's survey 5, active and not yet started, with what a test changes. */
export const sampleSurvey = (over: Partial<AdminSurvey>): AdminSurvey => ({
  surveyId: 5,
  title: 'Clima laboral',
  startDate: '2030-01-01',
  endDate: '2030-01-31',
  reward: 10,
  isFullAnswered: false,
  active: true,
  isAlreadyStarted: false,
  estatus: 'Activa',
  surveyedCount: 0,
  answeredCount: 0,
  questionCount: 0,
  questions: [],
  users: [],
  isAnonymous: true,
  ...over,
});
