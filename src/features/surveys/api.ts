import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { savedData, unwrap } from '@/api/envelope';
import { multipart } from '@/api/form-data';
import type {
  SaveAnswerInput,
  SaveAnswerOutput,
  SurveyQuestions,
} from '../../../machines/survey-answering.machine';
import { AnswerType } from '@domain/answer-types';
import type { UserAnswer } from '@domain/survey-path';

type ProfileSurveys = components['schemas']['ProfileSurveys'];
export type SurveySummary = components['schemas']['SurveySummary'];

/** Everything the member survey screens do outside the tab: gateway calls and the page reload. */
export interface SurveyServices {
  listSurveys(): Promise<ProfileSurveys>;
  loadSurvey(surveyId: number): Promise<SurveyQuestions>;
  saveAnswer(input: SaveAnswerInput): Promise<SaveAnswerOutput>;
  reloadPage(): void;
  openPage(path: string): void;
}

type Saved = components['schemas']['SurveyAnswerSaved'];

async function saveOne(
  base: { surveyUserProfileId: number; surveyQuestionId: number },
  answer: { selectedAnswerConfigId: number | null; value: string },
  existing: UserAnswer | undefined,
): Promise<{ completed: boolean; answer: UserAnswer }> {
  const body = { ...base, ...answer };
  const reply = existing
    ? await savedData<Saved>(
        api.PUT('/backend/SurveyUserProfileAnswer', {
          body: { ...body, surveyUserProfileAnswerId: existing.surveyUserProfileAnswerId },
        }),
      )
    : await savedData<Saved>(api.POST('/backend/SurveyUserProfileAnswer', { body }));
  return {
    completed: reply.isSurveyCompleted,
    answer: {
      ...answer,
      surveyQuestionId: base.surveyQuestionId,
      surveyUserProfileAnswerId: reply.surveyUserProfileAnswerId,
    },
  };
}

/** Saves one question's answer the way its type needs: one answer, one per grid row, or an upload. */
async function saveAnswer({
  surveyId,
  surveyUserProfileId,
  question,
  draft,
  saved: previous,
}: SaveAnswerInput) {
  const base = { surveyUserProfileId, surveyQuestionId: question.surveyQuestionId };
  const type = question.surveyAnswerTypeId;
  if (type === AnswerType.scaleGrid) {
    const results = [];
    for (const row of question.answers.filter((o) => o.active)) {
      const id = row.surveyAnswerConfigId;
      const existing = previous.find((a) => a.selectedAnswerConfigId === id);
      results.push(
        await saveOne(base, { selectedAnswerConfigId: id, value: draft.grid[id] ?? '' }, existing),
      );
    }
    return { isSurveyCompleted: results.some((r) => r.completed), saved: results.map((r) => r.answer) };
  }
  if (type === AnswerType.imageUpload) {
    if (draft.files.length === 0) {
      // Nothing new to upload: the images already sent answer it; ask the gateway whether that completes it.
      const participation = await unwrap(
        api.PUT('/backend/SurveyUserProfile', { body: { surveyUserProfileId } }),
      );
      return { isSurveyCompleted: participation?.isSurveyCompleted ?? false, saved: previous };
    }
    const existing = previous[0];
    const InputValues = JSON.stringify({
      ...base,
      ...(existing ? { surveyUserProfileAnswerId: existing.surveyUserProfileAnswerId } : {}),
    });
    const reply = await savedData<Saved>(
      api.POST(
        '/backend/SurveyMultimedia',
        multipart({ SurveyId: surveyId, InputValues, FileImage: draft.files }),
      ),
    );
    const answer = {
      ...base,
      selectedAnswerConfigId: null,
      value: '',
      surveyUserProfileAnswerId: reply.surveyUserProfileAnswerId,
    };
    return { isSurveyCompleted: reply.isSurveyCompleted, saved: [answer] };
  }
  const answer =
    type === AnswerType.singleChoice
      ? { selectedAnswerConfigId: draft.optionId, value: '' }
      : type === AnswerType.heatMap
        ? {
            selectedAnswerConfigId: question.answers.find((o) => o.active)?.surveyAnswerConfigId ?? null,
            value: JSON.stringify(draft.points),
          }
        : { selectedAnswerConfigId: null, value: draft.text.trim() };
  const result = await saveOne(base, answer, previous[0]);
  return { isSurveyCompleted: result.completed, saved: [result.answer] };
}

export const gatewaySurveyServices: SurveyServices = {
  listSurveys: async () =>
    (await unwrap(api.GET('/backend/SurveyUserProfile/Surveys'))) ?? {
      pendingSurveys: [],
      resolvedSurveys: [],
    },
  async loadSurvey(surveyId) {
    await unwrap(api.POST('/backend/SurveyUserProfile', { body: { surveyId } }));
    const survey = await unwrap(
      api.GET('/backend/SurveyQuestion/{surveyId}', { params: { path: { surveyId } } }),
    );
    if (!survey) throw new ApiError('04', 'La encuesta no existe.');
    return survey;
  },
  saveAnswer,
  reloadPage: () => window.location.reload(),
  openPage: (path) => window.location.assign(path),
};
