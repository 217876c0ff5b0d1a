import { addressedQuery } from '@/shared/admin/addressed-query';
import { readPicked, readQuery } from '@/api/read-query';
import type * as Contract from '@openapi/schema';
import { api } from '@/api/client';
import { fileOf } from '@/api/file-reply';
import { saved } from '@/api/envelope';
import { saveFile } from '@/shared/ui';

export type {
  AdminSurvey,
  AdminQuestion,
  AdminAnswerConfig,
  SurveyPayload,
  QuestionPayload,
  AnswerConfigPayload,
  AnswerType,
  Scale,
  AdminScaleAnswer as ScaleAnswer,
} from '@openapi/schema';

export const adminSurveyQueries = {
  all: ['admin-surveys'] as const,
  list: () => readQuery([...adminSurveyQueries.all, 'list'], () => api.GET('/backoffice/Survey')),
  one: (id: number) =>
    readQuery([...adminSurveyQueries.all, 'survey', id], () =>
      api.GET('/backoffice/Survey/Get/{id}', { params: { path: { id } } }),
    ),
  /** Whether the company aims surveys at chosen people (its "Encuesta" event type, decision 0013). */
  addressed: () => addressedQuery(adminSurveyQueries.all, 'Encuesta'),
  /** Everyone the picker offers without a filter: the starting audience of a survey saved for everyone. */
  everyone: () =>
    readPicked(
      [...adminSurveyQueries.all, 'everyone'],
      () =>
        api.GET('/backoffice/UserProfile/GetByFilter/{departments}/{jobRoleId}/{branchOfficeId}', {
          params: { path: { departments: '0', jobRoleId: 0, branchOfficeId: 0 } },
        }),
      (people) => people.map((u) => u.userProfileId),
    ),
  answerTypes: () =>
    readQuery([...adminSurveyQueries.all, 'answer-types'], () => api.GET('/backoffice/SurveyAnswerType')),
  scales: () => readQuery([...adminSurveyQueries.all, 'scales'], () => api.GET('/backoffice/SurveyScale')),
  scale: (id: number) =>
    readQuery([...adminSurveyQueries.all, 'scale', id], () =>
      api.GET('/backoffice/SurveyScale/{id}', { params: { path: { id } } }),
    ),
  scaleAnswers: (scaleId: number) =>
    readQuery([...adminSurveyQueries.all, 'scale-answers', scaleId], () =>
      api.GET('/backoffice/SurveyScaleAnswer/GetByScale/{scaleId}', { params: { path: { scaleId } } }),
    ),
  info: (id: number) =>
    readQuery([...adminSurveyQueries.all, 'info', id], () =>
      api.GET('/backoffice/Survey/GetSurveyInfo/{id}', { params: { path: { id } } }),
    ),
  chart: (surveyId: number, questionId: number, grouping: 1 | 2 | 3 | 4) =>
    readQuery([...adminSurveyQueries.all, 'chart', surveyId, questionId, grouping], () =>
      api.GET('/backoffice/Survey/GetChartData/{surveyId}/{questionId}/{grouping}', {
        params: { path: { surveyId, questionId, grouping } },
      }),
    ),
  openAnswers: (questionId: number) =>
    readQuery([...adminSurveyQueries.all, 'open', questionId], () =>
      api.GET('/backoffice/SurveyQuestion/Answers/{questionId}', { params: { path: { questionId } } }),
    ),
};

export const surveyCalls = {
  createSurvey: (body: Contract.SurveyPayload) =>
    saved<Contract.AdminSurvey>(api.POST('/backoffice/Survey/Create', { body })),
  updateSurvey: (body: Contract.SurveyPayload & { surveyId: number }) =>
    saved<Contract.AdminSurvey>(api.PUT('/backoffice/Survey/PutSurvey', { body })),
  deactivateSurvey: (id: number) =>
    saved<null>(api.DELETE('/backoffice/Survey', { params: { query: { id } } })),
  createQuestion: (body: Contract.QuestionPayload) =>
    saved<Contract.AdminQuestion>(api.POST('/backoffice/SurveyQuestion', { body })),
  updateQuestion: (body: Contract.QuestionPayload & { surveyQuestionId: number }) =>
    saved<Contract.AdminQuestion>(api.PUT('/backoffice/SurveyQuestion', { body })),
  deleteQuestion: (id: number) =>
    saved<null>(api.DELETE('/backoffice/SurveyQuestion', { params: { query: { id } } })),
  createOption: (body: Contract.AnswerConfigPayload) =>
    saved<Contract.AdminAnswerConfig>(api.POST('/backoffice/SurveyAnswerConfig', { body })),
  updateOption: (body: Omit<Contract.AnswerConfigPayload, 'estatus'> & { surveyAnswerConfigId: number }) =>
    saved<Contract.AdminAnswerConfig>(api.PUT('/backoffice/SurveyAnswerConfig', { body })),
  deactivateOption: (id: number) =>
    saved<null>(api.DELETE('/backoffice/SurveyAnswerConfig', { params: { query: { id } } })),
};

/** GET /backoffice/Survey/GetCSV/{id} as a file saved with the survey's name. */
export async function downloadCsv(id: number, title: string): Promise<void> {
  const call = api.GET('/backoffice/Survey/GetCSV/{id}', { params: { path: { id } }, parseAs: 'blob' });
  const { blob, name } = await fileOf(call, `${title}.csv`);
  saveFile(name, blob);
}
