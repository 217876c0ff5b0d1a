import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import { messageOf } from './shared/failure';
import type { components } from '../openapi/generated/schema';
import type { MachineMeta } from './machine-meta';
import type { DoneSamples, ErrorSamples, EventSamples } from './samples';
import { nextIndex, type SurveyQuestion, type UserAnswer } from '../domain/survey-path';
import { draftAnswers, draftFrom, emptyDraft, type AnswerDraft } from './survey-path';

export type SurveyQuestions = components['schemas']['SurveyQuestions'];

/** How long 'La encuesta se ha completado' shows before the page reloads by itself (spec 000 §4). */
export const COMPLETED_PAUSE_MS = 2250;

export interface SurveyAnsweringInput {
  surveyId: number;
}

/** What saving one question's answer sends: the question, the draft and the answers it replaces. */
export interface SaveAnswerInput {
  surveyId: number;
  surveyUserProfileId: number;
  question: SurveyQuestion;
  draft: AnswerDraft;
  saved: UserAnswer[];
}

export interface SaveAnswerOutput {
  isSurveyCompleted: boolean;
  /** The question's answers as stored now (their ids make the next save an update). */
  saved: UserAnswer[];
}

export interface SurveyAnsweringContext {
  surveyId: number;
  surveyUserProfileId: number;
  title: string;
  questions: SurveyQuestion[];
  /** Indexes of the questions shown, in the order taken: going back retraces it. */
  path: number[];
  drafts: Record<string, AnswerDraft>;
  answers: UserAnswer[];
  failure: string;
}

export type SurveyAnsweringEvent =
  | { type: 'answer.changed'; questionId: number; draft: AnswerDraft }
  | { type: 'survey.next' }
  | { type: 'survey.previous' }
  | { type: 'survey.close' };

const currentIndex = (c: SurveyAnsweringContext) => c.path[c.path.length - 1] ?? 0;
export const currentQuestion = (c: SurveyAnsweringContext) => c.questions[currentIndex(c)];
export const currentDraft = (c: SurveyAnsweringContext): AnswerDraft =>
  c.drafts[String(currentQuestion(c)?.surveyQuestionId)] ?? emptyDraft;

/** Whether the current question is the last of the path its answer leads along ('Finalizar'). */
export const isLastQuestion = (c: SurveyAnsweringContext) =>
  nextIndex(c.questions, currentIndex(c), currentDraft(c)) === undefined;

export const surveyAnsweringMachine = setup({
  types: machineTypes<SurveyAnsweringContext, SurveyAnsweringEvent, SurveyAnsweringInput>(),
  actors: {
    loadSurvey: appProvided<SurveyQuestions, SurveyAnsweringInput>('loadSurvey'),
    saveAnswer: appProvided<SaveAnswerOutput, SaveAnswerInput>('saveAnswer'),
  },
  guards: {
    hasQuestions: (_, { survey }: { survey: SurveyQuestions }) => survey.questions.length > 0,
    isCurrentQuestion: ({ context }, { questionId }: { questionId: number }) =>
      currentQuestion(context)?.surveyQuestionId === questionId,
    isAnswered: ({ context }) => {
      const q = currentQuestion(context);
      return !!q && draftAnswers(q, currentDraft(context));
    },
    hasPrevious: ({ context }) => context.path.length > 1,
    isSurveyCompleted: (_, { output }: { output: SaveAnswerOutput }) => output.isSurveyCompleted,
    isLastQuestion: ({ context }) => isLastQuestion(context),
  },
  delays: { completedPause: COMPLETED_PAUSE_MS },
  actions: {
    /** The spec sends a failed load to the admin survey page (spec 000 §4). */
    openSurveyAdmin: () => {},
    /** Closing, or completing, reloads the page (spec 000 §2, §4), so the lists show the new state. */
    reloadPage: () => {},
    showSurvey: assign((_, { survey }: { survey: SurveyQuestions }) => ({
      surveyUserProfileId: survey.surveyUserProfileId ?? 0,
      title: survey.title,
      questions: survey.questions,
      answers: survey.userAnswers,
      path: [0],
      drafts: Object.fromEntries(
        survey.questions.map((q) => [String(q.surveyQuestionId), draftFrom(q, survey.userAnswers)]),
      ),
    })),
    keepDraft: assign(({ context }, { questionId, draft }: { questionId: number; draft: AnswerDraft }) => ({
      drafts: { ...context.drafts, [String(questionId)]: draft },
    })),
    keepSaved: assign(({ context }, { output }: { output: SaveAnswerOutput }) => {
      const id = currentQuestion(context)?.surveyQuestionId;
      return { answers: [...context.answers.filter((a) => a.surveyQuestionId !== id), ...output.saved] };
    }),
    goForward: assign(({ context }) => {
      const next = nextIndex(context.questions, currentIndex(context), currentDraft(context));
      return { path: next === undefined ? context.path : [...context.path, next] };
    }),
    goBack: assign(({ context }) => ({ path: context.path.slice(0, -1) })),
    noteFailure: assign((_, { error }: { error: unknown }) => ({ failure: messageOf(error) })),
  },
}).createMachine({
  id: 'surveyAnswering',
  context: ({ input }) => ({
    surveyId: input.surveyId,
    surveyUserProfileId: 0,
    title: '',
    questions: [],
    path: [0],
    drafts: {},
    answers: [],
    failure: '',
  }),
  meta: {
    title: 'Responder encuesta',
    area: 'Tu opinión',
    description:
      'Responder una encuesta (spec 000 §2, §4, §5): las preguntas cargan una a una con el contador «Pregunta ' +
      'n/total»; «Siguiente» («Finalizar» en la última) guarda la respuesta (la crea, o la actualiza si ya tiene ' +
      'id) y va al salto de la opción elegida (stepAnswer), termina con -1 o pasa a la siguiente pregunta; ' +
      '«Anterior» regresa por el camino que se tomó. Una respuesta con isSurveyCompleted muestra «La encuesta se ' +
      'ha completado»; cerrar recarga la página. Si las preguntas no cargan, lleva a la página de administración ' +
      'de encuestas.',
    input: { surveyId: 1 },
    samples: surveyAnsweringSamples(),
  } satisfies MachineMeta<SurveyAnsweringInput, unknown>,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSurvey',
        src: 'loadSurvey',
        input: ({ context }) => ({ surveyId: context.surveyId }),
        onDone: [
          {
            guard: { type: 'hasQuestions', params: ({ event }) => ({ survey: event.output }) },
            target: 'answering',
            actions: { type: 'showSurvey', params: ({ event }) => ({ survey: event.output }) },
          },
          { target: 'loadFailed' },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: { type: 'final', entry: 'openSurveyAdmin' },
    answering: {
      initial: 'editing',
      on: {
        'answer.changed': {
          guard: { type: 'isCurrentQuestion', params: ({ event }) => ({ questionId: event.questionId }) },
          target: '.editing',
          actions: {
            type: 'keepDraft',
            params: ({ event }) => ({ questionId: event.questionId, draft: event.draft }),
          },
        },
        'survey.next': [{ guard: 'isAnswered', target: 'saving' }, { target: '.unanswered' }],
        'survey.previous': { guard: 'hasPrevious', target: '.editing', actions: 'goBack' },
        'survey.close': 'closed',
      },
      states: {
        editing: {},
        /** 'Siguiente' without an answer: the question's requirement is shown. */
        unanswered: {},
        saveFailed: {},
      },
    },
    saving: {
      invoke: {
        id: 'saveAnswer',
        src: 'saveAnswer',
        input: ({ context }) => {
          const question = currentQuestion(context) as SurveyQuestion;
          return {
            surveyId: context.surveyId,
            surveyUserProfileId: context.surveyUserProfileId,
            question,
            draft: currentDraft(context),
            saved: context.answers.filter((a) => a.surveyQuestionId === question.surveyQuestionId),
          };
        },
        onDone: [
          {
            guard: { type: 'isSurveyCompleted', params: ({ event }) => ({ output: event.output }) },
            target: 'completed',
          },
          {
            // The walk ended but the gateway does not count the survey as complete: say so, stay put.
            guard: 'isLastQuestion',
            target: 'answering.saveFailed',
            actions: [
              { type: 'keepSaved', params: ({ event }) => ({ output: event.output }) },
              assign({ failure: 'incomplete' }),
            ],
          },
          {
            target: 'answering.editing',
            actions: [{ type: 'keepSaved', params: ({ event }) => ({ output: event.output }) }, 'goForward'],
          },
        ],
        onError: {
          target: 'answering.saveFailed',
          actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The gateway counts the survey complete: the message shows, then the page reloads (or on closing). */
    completed: { after: { completedPause: 'closed' }, on: { 'survey.close': 'closed' } },
    closed: { type: 'final', entry: 'reloadPage' },
  },
});

/** Example data for the studio and the QA paths: a two-question survey whose first option ends it. */
function surveyAnsweringSamples() {
  const survey: SurveyQuestions = {
    surveyId: 1,
    title: 'Clima de inclusión 2026',
    surveyUserProfileId: 10,
    userAnswers: [],
    questions: [
      {
        surveyQuestionId: 1,
        question: '¿Te sientes en un espacio seguro?',
        surveyAnswerTypeId: 2,
        surveyScaleId: null,
        scaleAnswers: [],
        answers: [
          {
            surveyAnswerConfigId: 11,
            answer: 'Sí',
            isImage: false,
            active: true,
            stepAnswer: null,
            answerOrder: 1,
          },
          {
            surveyAnswerConfigId: 12,
            answer: 'Prefiero no responder',
            isImage: false,
            active: true,
            stepAnswer: -1,
            answerOrder: 2,
          },
        ],
      },
      {
        surveyQuestionId: 2,
        question: '¿Qué valoras?',
        surveyAnswerTypeId: 1,
        surveyScaleId: null,
        scaleAnswers: [],
        answers: [],
      },
    ],
  };
  const draft = (patch: Partial<AnswerDraft>): AnswerDraft => ({ ...emptyDraft, ...patch });
  const saved = (isSurveyCompleted: boolean): SaveAnswerOutput => ({ isSurveyCompleted, saved: [] });
  return {
    'answer.changed': [
      { questionId: 1, draft: draft({ optionId: 11 }) },
      { questionId: 1, draft: draft({ optionId: 12 }) },
      { questionId: 2, draft: draft({ text: 'El respeto' }) },
    ],
    'xstate.done.actor.loadSurvey': [{ output: survey }, { output: { ...survey, questions: [] } }],
    'xstate.done.actor.saveAnswer': [{ output: saved(false) }, { output: saved(true) }],
    'xstate.error.actor.loadSurvey': [
      { error: { message: 'La encuesta no existe o ya no está disponible.' } },
    ],
    'xstate.error.actor.saveAnswer': [
      { error: { message: 'El servicio no se encuentra disponible temporalmente' } },
    ],
  } satisfies EventSamples<SurveyAnsweringEvent> &
    DoneSamples<{ loadSurvey: SurveyQuestions; saveAnswer: SaveAnswerOutput }> &
    ErrorSamples<'loadSurvey' | 'saveAnswer'>;
}
