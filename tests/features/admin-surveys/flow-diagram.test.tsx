import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminAnswerConfig, AdminQuestion } from '@/features/admin-surveys/api';
import { FlowPanel } from '@/features/admin-surveys/components/flow-panel';
import FlowDiagram from '@/features/admin-surveys/components/flow-diagram';
import { endStateId, questionStateId } from '@/features/admin-surveys/flow-chart';
import { adminSurveyMessages as m } from '@/features/admin-surveys/messages';

const option = (
  id: number,
  questionId: number,
  answer: string,
  stepAnswer: number | null,
): AdminAnswerConfig => ({
  surveyAnswerConfigId: id,
  surveyQuestionId: questionId,
  answerOrder: id,
  answer,
  isRight: false,
  isImage: false,
  stepAnswer,
  estatus: true,
});
const question = (id: number, text: string, answers: AdminAnswerConfig[]): AdminQuestion => ({
  surveyQuestionId: id,
  surveyId: 5,
  surveyAnswerTypeId: answers.length > 0 ? 2 : 1,
  question: text,
  surveyScaleId: null,
  answerType: answers.length > 0 ? 'Opción múltiple' : 'Abierta',
  estatus: true,
  answerCount: 0,
  answers,
});

const longOption = 'Sí, y me gustaría proponer mejoras al equipo';
// 1 → (Sí… → 3, No → end); 2 is reached by no answer; 3 → end (default arrow).
const questions = [
  question(11, '¿Te gusta tu equipo?', [option(101, 11, longOption, 13), option(102, 11, 'No', -1)]),
  question(12, '¿Por qué no?', []),
  question(13, '¿Qué cambiarías?', []),
];

const renderIn = (ui: React.ReactElement) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('survey flow diagram', () => {
  it('draws one box per question plus the end, and one labelled arrow per jump', async () => {
    renderIn(<FlowDiagram questions={questions} />);
    const svg = await screen.findByRole('img', { name: m.flow.diagramLabel }, { timeout: 10_000 });
    const ids = [...svg.querySelectorAll('[data-state-id]')].map((g) => g.getAttribute('data-state-id'));
    expect(ids).toEqual(expect.arrayContaining([...questions.map((_, i) => questionStateId(i)), endStateId]));
    expect(ids).toHaveLength(questions.length + 2); // and the outer box of the survey
    const labels = [...svg.querySelectorAll('[data-label]')].map((g) => g.getAttribute('data-label'));
    expect(labels.sort()).toEqual(['No', 'Sí, y me gustaría propo…'].sort());
    // Every question has its arrows: two jumps from 1, the default ones from 2 and 3, plus the initial marker.
    expect(svg.querySelectorAll('[data-transition-id]')).toHaveLength(2 + 1 + 1 + 1);
    const toEnd = svg.querySelector(`[data-transition-id="${questionStateId(0)}#1"] [data-label]`);
    expect(toEnd?.getAttribute('data-label')).toBe('No');
    // The unreachable question is drawn dashed.
    const dashed = (id: string) =>
      svg.querySelector(`[data-state-id="${id}"] rect`)?.getAttribute('stroke-dasharray') ?? null;
    expect(dashed(questionStateId(1))).not.toBeNull();
    expect(dashed(questionStateId(2))).toBeNull();
  }, 20_000);

  it('draws a plain survey: two questions, no jumps', async () => {
    const plain = [question(21, '¿Cómo te sientes hoy?', []), question(22, '¿Algo más que contarnos?', [])];
    renderIn(<FlowDiagram questions={plain} />);
    const svg = await screen.findByRole('img', { name: m.flow.diagramLabel }, { timeout: 10_000 });
    expect(svg.querySelectorAll('[data-state-id]')).toHaveLength(plain.length + 2);
    expect(svg.querySelectorAll('[data-transition-id]')).toHaveLength(1 + 1 + 1);
    expect(screen.queryByText(m.flow.diagramFailed)).not.toBeInTheDocument();
  }, 20_000);

  it('keeps the nested list as text alternative and marks unreachable questions in it', async () => {
    renderIn(<FlowPanel questions={questions} />);
    expect(
      await screen.findByRole('img', { name: m.flow.diagramLabel }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: m.flow.listLabel });
    expect(within(list).getAllByText(m.flow.unreachableMark)).toHaveLength(1);
    expect(screen.getByText(m.flow.unreachable(2))).toBeInTheDocument();
  }, 20_000);
});
