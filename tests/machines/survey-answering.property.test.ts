import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { isSurveyComplete, type SurveyQuestion, type UserAnswer } from '../../domain/survey-path';
import {
  currentQuestion,
  surveyAnsweringMachine,
  type SaveAnswerInput,
  type SaveAnswerOutput,
  type SurveyQuestions,
} from '../../machines/survey-answering.machine';
import { emptyDraft } from '../../machines/survey-path';

interface OptionSpec {
  /** -1 ends, null goes on, otherwise an index into the questions (earlier ones included: loops must not). */
  step: number | null;
  active: boolean;
}
interface QuestionSpec {
  choice: boolean;
  options: OptionSpec[];
}

const questionArb = (count: number) =>
  fc.record({
    choice: fc.boolean(),
    options: fc.array(
      fc.record({
        step: fc.oneof(fc.constant(null), fc.constant(-1), fc.integer({ min: 0, max: count - 1 })),
        active: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  });

const surveyArb = fc.integer({ min: 1, max: 8 }).chain((count) =>
  fc.record({
    questions: fc.array(questionArb(count), { minLength: count, maxLength: count }),
    picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  }),
);

function toSurvey(specs: QuestionSpec[]): SurveyQuestions {
  const questions: SurveyQuestion[] = specs.map((spec, i) => ({
    surveyQuestionId: 100 + i,
    question: `Pregunta ${i + 1}`,
    surveyAnswerTypeId: spec.choice ? 2 : 1,
    surveyScaleId: null,
    scaleAnswers: [],
    // Every choice question keeps one active option, or it could never be answered.
    answers: spec.choice
      ? spec.options.map((o, j) => ({
          surveyAnswerConfigId: 1000 + i * 10 + j,
          answer: `Opción ${j + 1}`,
          isImage: false,
          active: o.active || j === 0,
          stepAnswer: o.step === null || o.step === -1 ? o.step : 100 + o.step,
          answerOrder: j + 1,
        }))
      : [],
  }));
  return { surveyId: 1, title: 'Aleatoria', surveyUserProfileId: 5, userAnswers: [], questions };
}

/** The questions the answers imply, walked independently of the machine: forward jumps only, -1 ends. */
function expectedPath(survey: SurveyQuestions, picks: number[]): number[] {
  const visited: number[] = [];
  let i: number | undefined = 0;
  while (i !== undefined) {
    const q: SurveyQuestion = survey.questions[i] as SurveyQuestion;
    visited.push(q.surveyQuestionId);
    const active = q.answers.filter((o) => o.active);
    const chosen = active[(picks[visited.length - 1] ?? 0) % Math.max(active.length, 1)];
    let next: number | undefined = i + 1 < survey.questions.length ? i + 1 : undefined;
    if (chosen?.stepAnswer === -1) next = undefined;
    else if (chosen && chosen.stepAnswer !== null) {
      const target = survey.questions.findIndex((o) => o.surveyQuestionId === chosen.stepAnswer);
      if (target > i) next = target;
    }
    i = next;
  }
  return visited;
}

describe('survey answering (property)', () => {
  it('visits exactly the questions the answers imply and always ends, agreeing with the gateway', async () => {
    await fc.assert(
      fc.asyncProperty(surveyArb, async ({ questions, picks }) => {
        const survey = toSurvey(questions);
        const answers = new Map<number, UserAnswer[]>();
        const actor = createActor(
          surveyAnsweringMachine.provide({
            actors: {
              loadSurvey: fromPromise(async () => survey),
              saveAnswer: fromPromise<SaveAnswerOutput, SaveAnswerInput>(async ({ input }) => {
                const { draft, question } = input;
                const { surveyQuestionId } = question;
                answers.set(surveyQuestionId, [
                  {
                    surveyUserProfileAnswerId: surveyQuestionId,
                    surveyQuestionId,
                    selectedAnswerConfigId: draft.optionId,
                    value: draft.text,
                  },
                ]);
                // The completion walk the gateway runs decides, as in production.
                return {
                  isSurveyCompleted: isSurveyComplete(survey.questions, [...answers.values()].flat()),
                  saved: [],
                };
              }),
            },
          }),
          { input: { surveyId: 1 } },
        ).start();
        await waitFor(actor, (s) => s.matches('answering'));
        const visited: number[] = [];
        for (let step = 0; step <= survey.questions.length; step += 1) {
          const q = currentQuestion(actor.getSnapshot().context) as SurveyQuestion;
          visited.push(q.surveyQuestionId);
          const active = q.answers.filter((o) => o.active);
          const chosen = active[(picks[step] ?? 0) % Math.max(active.length, 1)];
          actor.send({
            type: 'answer.changed',
            questionId: q.surveyQuestionId,
            draft: { ...emptyDraft, optionId: chosen?.surveyAnswerConfigId ?? null, text: 'respuesta' },
          });
          actor.send({ type: 'survey.next' });
          const snapshot = await waitFor(actor, (s) => !s.matches('saving'));
          if (snapshot.matches('completed')) break;
        }
        expect(actor.getSnapshot().value).toBe('completed');
        expect(visited).toEqual(expectedPath(survey, picks));
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});
