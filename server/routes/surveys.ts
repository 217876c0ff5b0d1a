import { currentUser } from '../auth/request-auth.js';
import { hasRole, Roles } from '../../domain/roles.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { answerTarget, recheckParticipation, saveAnswer } from '../surveys/answer-service.js';
import {
  answersOf,
  findParticipation,
  listParticipations,
  memberQuestions,
  participation,
  profileSurveys,
  startParticipation,
} from '../surveys/member-store.js';
import { imageUrls, parseInputValues } from '../surveys/image-answer.js';
import {
  answerOfPerson,
  deleteAnswer,
  deleteParticipation,
  participationIn,
  participationOfQuestion,
} from '../surveys/participation-store.js';
import { openSurveyFor } from '../surveys/survey-store.js';
import { AnswerType } from '../../domain/answer-types.js';
import { surveyMessages as m } from '../surveys/survey-messages.js';
import { requireCompanyPerson } from '../users/company-person.js';
import type { HandlerMap } from './handler.js';
import { Conflict, Forbidden, invalidInput, NotFound } from '../domain-errors.js';

const notFound = (message: string) => new NotFound(message);

/** Answering surveys as a member (spec 000 §4, §7): participations, answers and the questions. */
export function surveyHandlers({ db, clock, uploads, today }: Services) {
  async function ownParticipation(id: number, userId: number) {
    const row = await findParticipation(db, id, userId);
    if (!row) throw notFound(m.participationNotFound);
    return row;
  }

  return {
    getProfileSurveys: async ({ request }) => ok(await profileSurveys(db, currentUser(request), today())),

    async startSurveyUserProfile({ request, body }) {
      const user = currentUser(request);
      const survey = await openSurveyFor(db, body.surveyId, user, today());
      if (!survey) throw notFound(m.surveyNotFound);
      return ok(participation(await startParticipation(db, survey.survey_id, user.userId, clock())));
    },

    async updateSurveyUserProfile({ request, body }) {
      const user = currentUser(request);
      const row = await ownParticipation(body.surveyUserProfileId, user.userId);
      const survey = await openSurveyFor(db, row.survey_id, user, today());
      if (!survey) throw notFound(m.surveyNotFound);
      await recheckParticipation(db, survey, row.survey_user_profile_id, user.userId, clock());
      return ok(participation(await ownParticipation(row.survey_user_profile_id, user.userId)));
    },

    async deleteSurveyUserProfile({ request, query }) {
      const row = await ownParticipation(query.id, currentUser(request).userId);
      if (row.completed_at) throw new Conflict(m.alreadyCompleted);
      const values = await deleteParticipation(db, query.id);
      await uploads.release(row.user_id, values.flatMap(imageUrls));
      return ok(null);
    },

    listSurveyUserProfiles: async ({ request }) =>
      ok(await listParticipations(db, currentUser(request).userId)),

    async createSurveyAnswer({ request, body }) {
      const user = currentUser(request);
      const input = { ...body, surveyUserProfileAnswerId: undefined };
      const target = await answerTarget(db, user, input, today());
      const { reply } = await saveAnswer(db, user, input, clock(), target);
      return ok(reply, reply.isSurveyCompleted ? m.completed : m.answerCreated);
    },

    async updateSurveyAnswer({ request, body }) {
      const user = currentUser(request);
      const target = await answerTarget(db, user, body, today());
      const { reply } = await saveAnswer(db, user, body, clock(), target);
      return ok(reply, reply.isSurveyCompleted ? m.completed : m.answerUpdated);
    },

    async saveSurveyMultimedia({ request, body, files }) {
      const user = currentUser(request);
      const values = parseInputValues(body.InputValues);
      const images = files.FileImage ?? [];
      if (images.length === 0) throw invalidInput([{ field: 'FileImage', message: m.imageRequired }]);
      const input = {
        ...values,
        selectedAnswerConfigId: body.SurveyAnswerConfigId || null,
        value: '',
      };
      const target = await answerTarget(db, user, input, today());
      if (
        target.survey.survey_id !== body.SurveyId ||
        target.question.surveyAnswerTypeId !== AnswerType.imageUpload
      )
        throw invalidInput([{ field: 'SurveyId', message: m.questionNotFound }]);
      // The registrar has checked every image; all are stored or none.
      const urls = await uploads.save(user.userId, 'surveys', images);
      let saved;
      try {
        saved = await saveAnswer(db, user, { ...input, value: JSON.stringify(urls) }, clock(), target, true);
      } catch (error) {
        await uploads.release(user.userId, urls);
        throw error;
      }
      await uploads.release(user.userId, imageUrls(saved.replacedValue));
      return ok(saved.reply, saved.reply.isSurveyCompleted ? m.completed : m.answerCreated);
    },

    async deleteSurveyAnswer({ request, query }) {
      const user = currentUser(request);
      const row = await answerOfPerson(db, query.id, user.userId);
      if (!row) throw notFound(m.answerNotFound);
      if (row.completed_at) throw new Conflict(m.alreadyCompleted);
      await deleteAnswer(db, query.id);
      await uploads.release(user.userId, imageUrls(row.value));
      return ok(null);
    },

    async listSurveyAnswers({ request, query }) {
      await ownParticipation(query.surveyUserProfileId, currentUser(request).userId);
      return ok(await answersOf(db, query.surveyUserProfileId));
    },

    async getSurveyAnswersOfQuestion({ request, params }) {
      await ownParticipation(params.surveyUserProfileId, currentUser(request).userId);
      return ok(await answersOf(db, params.surveyUserProfileId, params.questionId));
    },

    async getProfileAnswersOfQuestion({ request, params }) {
      const user = currentUser(request);
      // A person reads their own answers; HR reads those of their company's people.
      if (params.profileId !== user.userId) {
        if (!hasRole(user.roleName, [Roles.hr])) throw new Forbidden();
        await requireCompanyPerson(db, user.companyId, params.profileId);
      }
      const id = await participationOfQuestion(db, params.questionId, params.profileId, user.companyId);
      return ok(id === undefined ? [] : await answersOf(db, id, params.questionId));
    },

    async getSurveyQuestions({ request, params }) {
      const user = currentUser(request);
      const survey = await openSurveyFor(db, params.surveyId, user, today());
      if (!survey) throw notFound(m.surveyNotFound);
      const id = await participationIn(db, survey.survey_id, user.userId);
      return ok({
        surveyId: survey.survey_id,
        title: survey.title,
        surveyUserProfileId: id ?? null,
        questions: await memberQuestions(db, survey.survey_id),
        userAnswers: id === undefined ? [] : await answersOf(db, id),
      });
    },
  } satisfies Partial<HandlerMap>;
}
