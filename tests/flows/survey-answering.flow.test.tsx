import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { SurveySlider } from '@/features/surveys/components/survey-slider';
import { surveyMessages as m } from '@/features/surveys/messages';
import type { SurveyServices } from '@/features/surveys/api';
import { SurveyServicesProvider } from '@/features/surveys/survey-services';
import {
  COMPLETED_PAUSE_MS,
  currentQuestion,
  isLastQuestion,
  surveyAnsweringMachine,
  type SaveAnswerInput,
  type SaveAnswerOutput,
  type SurveyAnsweringContext,
  type SurveyQuestions,
} from '../../machines/survey-answering.machine';
import { createGate } from './support/gate';
import { coverageLine } from './support/test-model';
import { surveyModelPaths } from './survey-model';
import { choose, jumpSurvey, write } from './survey-fixture';

type ModelEvent =
  | { type: 'xstate.done.actor.loadSurvey'; output: SurveyQuestions }
  | { type: 'xstate.error.actor.loadSurvey'; error: Error }
  | { type: 'xstate.done.actor.saveAnswer'; output: SaveAnswerOutput }
  | { type: 'xstate.error.actor.saveAnswer'; error: Error }
  | { type: 'answer.changed'; questionId: number; draft: ReturnType<typeof choose> }
  | { type: 'survey.next' | 'survey.previous' | 'survey.close' }
  | { type: typeof AFTER_COMPLETED };

const AFTER_COMPLETED = 'xstate.after.completedPause.surveyAnswering.completed';

const saveError = new Error('Error al guardar');
const notDone: ModelEvent = {
  type: 'xstate.done.actor.saveAnswer',
  output: { isSurveyCompleted: false, saved: [] },
};
const done: ModelEvent = {
  type: 'xstate.done.actor.saveAnswer',
  output: { isSurveyCompleted: true, saved: [] },
};
const answers: ModelEvent[] = [
  { type: 'answer.changed', questionId: 1, draft: choose(11) },
  { type: 'answer.changed', questionId: 1, draft: choose(12) },
  { type: 'answer.changed', questionId: 1, draft: choose(13) },
  { type: 'answer.changed', questionId: 2, draft: write('El respeto') },
  { type: 'answer.changed', questionId: 3, draft: write('La comunicación') },
];
const { model, paths, coverage } = surveyModelPaths<ModelEvent>(
  surveyAnsweringMachine,
  { surveyId: 7 },
  [
    { type: 'xstate.done.actor.loadSurvey', output: jumpSurvey },
    { type: 'xstate.done.actor.loadSurvey', output: { ...jumpSurvey, questions: [] } },
    { type: 'xstate.error.actor.loadSurvey', error: new Error('No existe') },
    ...answers,
    { type: 'survey.next' },
    { type: 'survey.previous' },
    { type: 'survey.close' },
    notDone,
    done,
    { type: 'xstate.error.actor.saveAnswer', error: saveError },
    { type: AFTER_COMPLETED },
  ],
  // The routes the jumps allow, each answered forward and finished by the gateway's completion.
  [
    { type: 'xstate.done.actor.loadSurvey', output: jumpSurvey },
    ...answers,
    { type: 'survey.next' },
    notDone,
    done,
    { type: 'survey.close' },
  ],
);

function fakeServices() {
  const load = createGate<number, SurveyQuestions>();
  const save = createGate<SaveAnswerInput, SaveAnswerOutput>();
  const services: SurveyServices = {
    listSurveys: async () => ({ pendingSurveys: [], resolvedSurveys: [] }),
    loadSurvey: load.call,
    saveAnswer: save.call,
    reloadPage: vi.fn(),
    openPage: vi.fn(),
  };
  return { load, save, services };
}

async function perform(event: ModelEvent, fakes: ReturnType<typeof fakeServices>) {
  switch (event.type) {
    case 'xstate.done.actor.loadSurvey':
      return fakes.load.resolve(event.output);
    case 'xstate.error.actor.loadSurvey':
      return fakes.load.reject(event.error);
    case 'xstate.done.actor.saveAnswer':
      return fakes.save.resolve(event.output);
    case 'xstate.error.actor.saveAnswer':
      return fakes.save.reject(saveError);
    case 'answer.changed': {
      const option = jumpSurvey.questions[0]?.answers.find(
        (o) => o.surveyAnswerConfigId === event.draft.optionId,
      );
      if (option) return fireEvent.click(screen.getByRole('radio', { name: option.answer }));
      return fireEvent.change(screen.getByRole('textbox', { name: m.textLabel }), {
        target: { value: event.draft.text },
      });
    }
    case 'survey.next':
      return fireEvent.click(screen.getByRole('button', { name: new RegExp(`^(${m.next}|${m.finish})$`) }));
    case 'survey.previous':
      return fireEvent.click(screen.getByRole('button', { name: m.previous }));
    case 'survey.close':
      return fireEvent.click(screen.getAllByRole('button', { name: m.close })[0] as HTMLElement);
    case AFTER_COMPLETED:
      return act(() => vi.advanceTimersByTimeAsync(COMPLETED_PAUSE_MS));
  }
}

function expectState(state: AnyMachineSnapshot, fakes: ReturnType<typeof fakeServices>) {
  const context = state.context as SurveyAnsweringContext;
  if (state.matches('loading')) return expect(screen.getByText(m.loading)).toBeVisible();
  if (state.matches('loadFailed'))
    return expect(fakes.services.openPage).toHaveBeenCalledWith('/admin/AdminSurvey');
  if (state.matches('closed')) return expect(fakes.services.reloadPage).toHaveBeenCalledOnce();
  if (state.matches('completed')) return expect(screen.getByText(m.completed)).toBeVisible();
  const question = currentQuestion(context);
  if (!question) throw new Error('no question');
  // Only the current question shows: a skipped one never does.
  for (const other of jumpSurvey.questions) {
    const shown = screen.queryAllByText(other.question).length > 0;
    expect(shown, other.question).toBe(other === question);
  }
  expect(screen.getByText(m.counter(question.surveyQuestionId, 3))).toBeVisible();
  expect(screen.getByRole('button', { name: isLastQuestion(context) ? m.finish : m.next })).toBeVisible();
  expect(screen.queryByRole('radio', { name: 'Opción retirada' })).toBeNull();
  if (state.matches('saving'))
    expect(fakes.save.input.question.surveyQuestionId).toBe(question.surveyQuestionId);
  if (state.matches({ answering: 'unanswered' })) expect(screen.getByText(m.required)).toBeVisible();
  if (state.matches({ answering: 'saveFailed' })) {
    const text = context.failure === 'incomplete' ? m.incomplete : saveError.message;
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  }
}

function describePath(events: ModelEvent[]): string {
  const name = (e: ModelEvent) =>
    e.type === 'answer.changed'
      ? `responde ${e.questionId}${e.draft.optionId ? `=${e.draft.optionId}` : ''}`
      : e.type === 'xstate.done.actor.saveAnswer'
        ? `guardado${e.output.isSurveyCompleted ? ' (completa)' : ''}`
        : e.type.replace('xstate.', '');
  return events.map(name).join(' → ') || 'inicio';
}

describe('survey answering flow (model-based, rendered)', () => {
  // The completion message reloads the page after a pause: the model advances that clock on purpose.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  afterAll(() => console.log(coverageLine('survey-answering', coverage), `, ${paths.length} paths`));

  it('covers every state and transition', () => expect(coverage.missing).toEqual([]));

  it.each(paths.map((path) => [describePath(path.events), path] as const))('%s', async (_, path) => {
    const fakes = fakeServices();
    const queryClient = new QueryClient();
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <SurveyServicesProvider services={fakes.services}>
            <SurveySlider surveyId={7} title="Encuesta con saltos" />
          </SurveyServicesProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    // What a person should see comes from the model itself, replayed event by event beside the UI.
    const expected = createActor(model, { input: { surveyId: 7 } }).start();
    expectState(expected.getSnapshot(), fakes);
    for (const event of path.events) {
      await perform(event, fakes);
      expected.send(event as never);
      expectState(expected.getSnapshot(), fakes);
    }
    expected.stop();
  });
});
