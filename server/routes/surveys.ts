import { currentUser, hasRole } from '../auth/request-auth.js';
import { Roles } from '../auth/roles.js';
import { Code, HttpError, invalidInput, ok } from '../http/envelope.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import { answerTarget, completeIfDone, saveAnswer } from '../surveys/answer-service.js';
import {
  answersOf,
  findParticipation,
  listParticipations,
  memberQuestions,
  participation,
  profileSurveys,
  startParticipation,
} from '../surveys/member-store.js';
import { surveyImagePolicy, parseInputValues } from '../surveys/image-answer.js';
import { openSurveyFor } from '../surveys/survey-access.js';
import { AnswerType } from '../surveys/answer-types.js';
import { checkUpload } from '../uploads/upload-policy.js';
import { storeUpload } from '../uploads/upload-store.js';
import { uploadMessages } from '../uploads/upload-messages.js';
import type { UploadedFile } from '../uploads/uploaded-file.js';
import { surveyMessages as m } from '../surveys/survey-messages.js';
import type { HandlerMap } from './handler.js';

const notFound = (message: string) => new HttpError(404, Code.notFound, message);

/** The upload check with the spec's own message for a file that is not an image (spec 000 §5). */
async function checkImage(image: UploadedFile) {
  try {
    return await checkUpload(image, surveyImagePolicy);
  } catch (error) {
    const notImage = uploadMessages.notAllowed(surveyImagePolicy.description);
    if (error instanceof HttpError && error.errors?.[0]?.message === notImage)
      throw invalidInput([{ field: image.fieldName, message: m.imageOnly }]);
    throw error;
  }
}

/** Answering surveys as a member (spec 000 §4, §7): participations, answers and the questions. */
export function surveyHandlers({ db, clock, config, today }: Services) {
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
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.query('update survey_user_profiles set modified_at = $2 where survey_user_profile_id = $1', [
          row.survey_user_profile_id,
          now,
        ]);
        await completeIfDone(tx, survey, row.survey_user_profile_id, user.userId, now);
      });
      return ok(participation(await ownParticipation(row.survey_user_profile_id, user.userId)));
    },

    async deleteSurveyUserProfile({ request, query }) {
      const row = await ownParticipation(query.id, currentUser(request).userId);
      if (row.completed_at) throw new HttpError(409, Code.conflict, m.alreadyCompleted);
      await db.query('delete from survey_user_profiles where survey_user_profile_id = $1', [query.id]);
      return ok(null);
    },

    listSurveyUserProfiles: async ({ request }) =>
      ok(await listParticipations(db, currentUser(request).userId)),

    async createSurveyAnswer({ request, body }) {
      const user = currentUser(request);
      const input = { ...body, surveyUserProfileAnswerId: undefined };
      const target = await answerTarget(db, user, input, today());
      const saved = await saveAnswer(db, user, input, clock(), target);
      return ok(saved, saved.isSurveyCompleted ? m.completed : m.answerCreated);
    },

    async updateSurveyAnswer({ request, body }) {
      const user = currentUser(request);
      const target = await answerTarget(db, user, body, today());
      const saved = await saveAnswer(db, user, body, clock(), target);
      return ok(saved, saved.isSurveyCompleted ? m.completed : m.answerUpdated);
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
      // Every image is checked before any is stored, so a bad one leaves nothing behind.
      const checked = [];
      for (const image of images) checked.push(await checkImage(image));
      const urls = [];
      for (const image of checked) urls.push(await storeUpload(config.uploadsDir, 'surveys', image));
      const saved = await saveAnswer(
        db,
        user,
        { ...input, value: JSON.stringify(urls) },
        clock(),
        target,
        true,
      );
      return ok(saved, saved.isSurveyCompleted ? m.completed : m.answerCreated);
    },

    async deleteSurveyAnswer({ request, query }) {
      const user = currentUser(request);
      const [row] = await db.query<{ completed_at: Date | null }>(
        `select p.completed_at from survey_user_profile_answers a join survey_user_profiles p using (survey_user_profile_id)
          where a.survey_user_profile_answer_id = $1 and p.user_id = $2`,
        [query.id, user.userId],
      );
      if (!row) throw notFound(m.answerNotFound);
      if (row.completed_at) throw new HttpError(409, Code.conflict, m.alreadyCompleted);
      await db.query('delete from survey_user_profile_answers where survey_user_profile_answer_id = $1', [
        query.id,
      ]);
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
      // A person reads their own answers; HR reads anyone's of their company.
      if (params.profileId !== user.userId && !hasRole(user.roleName, Roles.hr)) {
        throw new HttpError(403, Code.forbidden, messages.http.forbidden);
      }
      const [row] = await db.query<{ id: number }>(
        `select p.survey_user_profile_id as id from survey_user_profiles p
           join survey_questions q on q.survey_id = p.survey_id join users u on u.user_id = p.user_id
          where q.survey_question_id = $1 and p.user_id = $2 and u.company_id = $3`,
        [params.questionId, params.profileId, user.companyId],
      );
      return ok(row ? await answersOf(db, row.id, params.questionId) : []);
    },

    async getSurveyQuestions({ request, params }) {
      const user = currentUser(request);
      const survey = await openSurveyFor(db, params.surveyId, user, today());
      if (!survey) throw notFound(m.surveyNotFound);
      const [row] = await db.query<{ id: number }>(
        'select survey_user_profile_id as id from survey_user_profiles where survey_id = $1 and user_id = $2',
        [survey.survey_id, user.userId],
      );
      return ok({
        surveyId: survey.survey_id,
        title: survey.title,
        surveyUserProfileId: row?.id ?? null,
        questions: await memberQuestions(db, survey.survey_id),
        userAnswers: row ? await answersOf(db, row.id) : [],
      });
    },
  } satisfies Partial<HandlerMap>;
}
