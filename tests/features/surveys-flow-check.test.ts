import { describe, expect, it } from 'vitest';
import type { AdminQuestion } from '@/features/admin-surveys/api';
import { flowEdges, flowWarnings } from '@/features/admin-surveys/flow-check';

const option = (id: number, answer: string, stepAnswer: number | null, estatus = true) => ({
  surveyAnswerConfigId: id,
  surveyQuestionId: 0,
  answerOrder: 1,
  answer,
  isRight: false,
  isImage: false,
  stepAnswer,
  estatus,
});
const question = (id: number, type: number, answers: ReturnType<typeof option>[] = []): AdminQuestion => ({
  surveyQuestionId: id,
  surveyId: 1,
  surveyAnswerTypeId: type,
  question: `P${id}`,
  surveyScaleId: null,
  answerType: '',
  estatus: true,
  answerCount: 0,
  answers,
});

describe('survey editor flow check', () => {
  it('accepts forward jumps and ends', () => {
    const qs = [
      question(1, 2, [option(1, 'Sí', null), option(2, 'No', 3), option(3, 'Fin', -1)]),
      question(2, 1),
      question(3, 1),
    ];
    expect(flowWarnings(qs)).toEqual([]);
    expect(flowEdges(qs)[0]).toEqual([
      { label: 'Sí', to: 1 },
      { label: 'No', to: 2 },
      { label: 'Fin', to: -1 },
    ]);
  });

  it('warns about unreachable questions, backward jumps and endless paths', () => {
    const qs = [
      question(1, 2, [option(1, 'Salta', 3), option(4, 'Retirada', 2, false)]),
      question(2, 1),
      question(3, 2, [option(2, 'Atrás', 1)]),
    ];
    expect(flowWarnings(qs)).toEqual([
      { kind: 'unreachable', question: 2 },
      { kind: 'backwards', from: 3, to: 1 },
      { kind: 'endless', question: 1 },
      { kind: 'endless', question: 3 },
    ]);
  });
});
