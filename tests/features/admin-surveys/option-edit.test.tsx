import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAnswerConfig, AdminQuestion } from '@/features/admin-surveys/api';
import { adminSurveyMessages as m } from '@/features/admin-surveys/messages';
import { onCall, ok, recorded, resetFakeApi } from '../../app/support/fake-api';
import { renderApp, signInAs } from '../../app/support/render-app';
import { sampleSurvey } from './sample-survey';

vi.mock('@/api/client', async () =>
  (await import('../../app/support/mock-api-client')).clientAgainstFakeApi(),
);

const o = m.options;

const option = (id: number, answerOrder: number, answer: string): AdminAnswerConfig => ({
  surveyAnswerConfigId: id,
  surveyQuestionId: 11,
  answerOrder,
  answer,
  isRight: false,
  isImage: false,
  stepAnswer: null,
  estatus: true,
});
const question = (id: number, text: string, answers: AdminAnswerConfig[]): AdminQuestion => ({
  surveyQuestionId: id,
  surveyId: 5,
  surveyAnswerTypeId: 2,
  question: text,
  surveyScaleId: null,
  answerType: 'Opción múltiple',
  estatus: true,
  answerCount: 0,
  answers,
});

/** An editable survey (or a started one) whose options change when the gateway receives a PUT. */
function serveSurvey(started: boolean) {
  const answers = [option(101, 1, 'Sí'), option(102, 2, 'No')];
  const survey = () =>
    sampleSurvey({
      isAlreadyStarted: started,
      surveyedCount: 10,
      answeredCount: started ? 1 : 0,
      questionCount: 2,
      questions: [question(11, '¿Te gusta tu equipo?', answers), question(12, '¿Por qué?', [])],
    });
  signInAs('Recursos Humanos');
  onCall('GET', '/backoffice/Survey/Get/5', () => ok(survey()));
  onCall('GET', '/backoffice/CompanyEventType/GetByCompanyAndEventType', () =>
    ok({ eventTypeName: 'Encuesta', isAudienceAddressed: false }),
  );
  onCall('GET', '/backoffice/SurveyAnswerType', () =>
    ok([{ surveyAnswerTypeId: 2, description: 'Opción múltiple', active: true }]),
  );
  onCall('GET', '/backoffice/SurveyScale', () => ok([]));
  onCall('PUT', '/backoffice/SurveyAnswerConfig', async (request) => {
    const body = (await request.json()) as AdminAnswerConfig;
    const index = answers.findIndex((a) => a.surveyAnswerConfigId === body.surveyAnswerConfigId);
    answers[index] = { ...body, estatus: true };
    return ok(answers[index]);
  });
}

async function openFirstQuestion() {
  const user = userEvent.setup();
  renderApp('/admin/details-survey/5');
  // The first render loads the lazy admin chunk, slower than the default wait on a busy machine.
  await user.click(await screen.findByRole('button', { name: m.questions.edit(1) }, { timeout: 5000 }));
  const drawer = await screen.findByRole('dialog', { name: m.questions.drawerEdit });
  return { user, drawer };
}

beforeEach(resetFakeApi);

describe('survey editor: editing an answer option', () => {
  it('saves the new text and jump through PUT and shows the refreshed list', async () => {
    serveSurvey(false);
    const { user, drawer } = await openFirstQuestion();
    await user.click(within(drawer).getByRole('button', { name: o.edit('Sí') }));
    const form = within(drawer).getByRole('form', { name: o.editTitle });
    const text = within(form).getByRole('textbox', { name: o.answer });
    expect(text).toHaveValue('Sí');
    expect(text).toHaveFocus();
    await user.clear(text);
    await user.type(text, 'Claro que sí');
    await user.click(within(form).getByLabelText(o.jump, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: o.end }));
    await user.click(within(form).getByRole('button', { name: o.save }));

    expect(await screen.findByText(m.answerUpdated)).toBeVisible();
    const put = recorded.filter((call) => call.method === 'PUT');
    expect(put.map((call) => [call.path, JSON.parse(call.body)])).toEqual([
      [
        '/backoffice/SurveyAnswerConfig',
        {
          surveyAnswerConfigId: 101,
          surveyQuestionId: 11,
          answerOrder: 1,
          answer: 'Claro que sí',
          isRight: false,
          isImage: false,
          stepAnswer: -1,
        },
      ],
    ]);
    const row = (await within(drawer).findByText('Claro que sí')).closest('tr') as HTMLElement;
    expect(within(row).getByText(o.end)).toBeVisible();
    expect(within(drawer).queryByText('Sí', { exact: true })).toBeNull();
    expect(within(drawer).getByRole('form', { name: o.newTitle })).toBeVisible();
  });

  it('offers no edit action once people started answering the active survey', async () => {
    serveSurvey(true);
    const { drawer } = await openFirstQuestion();
    expect(await within(drawer).findByText('Sí')).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: /^Editar respuesta/ })).toBeNull();
    expect(within(drawer).queryByRole('form')).toBeNull();
    expect(within(drawer).getByRole('button', { name: o.remove('Sí') })).toBeDisabled();
  });
});
