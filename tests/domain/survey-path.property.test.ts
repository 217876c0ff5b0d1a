import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnswerType } from '../../domain/answer-types';
import {
  END_OF_SURVEY,
  givenFrom,
  isAnswered,
  isSurveyComplete,
  nextIndex,
  type SurveyQuestion,
  type UserAnswer,
} from '../../domain/survey-path';
import { draftAnswers, draftFrom } from '../../machines/survey-path';

const option = (id: number, active: boolean, stepAnswer: number | null) => ({
  surveyAnswerConfigId: id,
  answer: `Opción ${id}`,
  isImage: false,
  active,
  stepAnswer,
  answerOrder: id,
});

const question = (id: number, type: number, answers = [option(id * 10, true, null)]): SurveyQuestion => ({
  surveyQuestionId: id,
  question: `Pregunta ${id}`,
  surveyAnswerTypeId: type,
  surveyScaleId: null,
  scaleAnswers: [],
  answers,
});

const answer = (q: number, selected: number | null, value: string): UserAnswer => ({
  surveyUserProfileAnswerId: q * 100,
  surveyQuestionId: q,
  selectedAnswerConfigId: selected,
  value,
});

/** A survey of choice questions whose options jump anywhere (backwards too), -1 or nowhere. */
const surveyArb = fc.integer({ min: 1, max: 8 }).chain((count) =>
  fc.record({
    questions: fc.array(
      fc.array(
        fc.record({
          step: fc.oneof(
            fc.constant(null),
            fc.constant(END_OF_SURVEY),
            fc.integer({ min: 0, max: count - 1 }),
          ),
          active: fc.boolean(),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      { minLength: count, maxLength: count },
    ),
    /** Per question: the option answered (index), or null for no answer. */
    picks: fc.array(fc.option(fc.nat(3)), { minLength: count, maxLength: count }),
  }),
);

describe('survey path rules (property)', () => {
  it('completes exactly when the walk along the answers ends with every question on the way answered', () => {
    fc.assert(
      fc.property(surveyArb, ({ questions: specs, picks }) => {
        const questions = specs.map((options, i) =>
          question(
            100 + i,
            AnswerType.singleChoice,
            options.map((o, j) =>
              option(1000 + i * 10 + j, o.active, o.step === null || o.step < 0 ? o.step : 100 + o.step),
            ),
          ),
        );
        const answers = picks.flatMap((pick, i) => {
          const q = questions[i] as SurveyQuestion;
          const chosen = pick === null ? undefined : q.answers[pick % q.answers.length];
          return chosen ? [answer(q.surveyQuestionId, chosen.surveyAnswerConfigId, '')] : [];
        });
        // Independent walk: only active answered options move on; a jump counts only forwards.
        let expected = true;
        const seen = new Set<number>();
        let i: number | undefined = 0;
        while (i !== undefined) {
          expect(seen.has(i)).toBe(false);
          seen.add(i);
          const q = questions[i] as SurveyQuestion;
          const chosen = q.answers.find(
            (o) => o.active && answers.some((a) => a.selectedAnswerConfigId === o.surveyAnswerConfigId),
          );
          if (!chosen) {
            expected = false;
            break;
          }
          const target = questions.findIndex((o) => o.surveyQuestionId === chosen.stepAnswer);
          const next: number | undefined =
            chosen.stepAnswer === END_OF_SURVEY ? undefined : target > i ? target : i + 1;
          i = next !== undefined && next < questions.length ? next : undefined;
          expect(nextIndex(questions, questions.indexOf(q), givenFrom(q, answers))).toBe(i);
        }
        expect(isSurveyComplete(questions, answers)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('counts an image or heat-map answer only when it holds at least one image or point', () => {
    const imageArb = fc.array(fc.webUrl(), { maxLength: 5 }).map((urls) => JSON.stringify(urls));
    const pointsArb = fc
      .array(
        fc.record({
          x: fc.double({ min: 0, max: 1, noNaN: true }),
          y: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        {
          maxLength: 10,
        },
      )
      .map((points) => JSON.stringify(points));
    fc.assert(
      fc.property(
        fc.constantFrom(AnswerType.imageUpload, AnswerType.heatMap),
        fc.oneof(imageArb, pointsArb, fc.string()),
        (type, value) => {
          const q = question(7, type);
          const stored = [answer(7, null, value)];
          const parsed: unknown = (() => {
            try {
              return JSON.parse(value);
            } catch {
              return null;
            }
          })();
          const holds =
            Array.isArray(parsed) &&
            parsed.some((item) =>
              type === AnswerType.imageUpload
                ? typeof item === 'string'
                : typeof item === 'object' && item !== null,
            );
          expect(isAnswered(q, givenFrom(q, stored))).toBe(holds);
          // The answering screen, resuming from the same stored answer, agrees with the gateway.
          expect(draftAnswers(q, draftFrom(q, stored))).toBe(holds);
        },
      ),
    );
  });

  it('never counts a blank text or an empty image or point list as an answer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(AnswerType.freeText, AnswerType.imageUpload, AnswerType.heatMap),
        fc.constantFrom('', '   ', '[]'),
        (type, value) => {
          const q = question(3, type);
          const stored = [answer(3, null, value)];
          const blank = type !== AnswerType.freeText || value.trim() === '';
          expect(isAnswered(q, givenFrom(q, stored))).toBe(!blank);
          expect(isSurveyComplete([q], stored)).toBe(!blank);
        },
      ),
    );
  });
});
