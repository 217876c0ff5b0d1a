import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SurveySlider } from '@/features/surveys/components/survey-slider';
import { surveyMessages as m } from '@/features/surveys/messages';
import type { SurveyServices } from '@/features/surveys/api';
import { SurveyServicesProvider } from '@/features/surveys/survey-services';
import type { SurveyQuestions } from '../../../machines/survey-answering.machine';
import { pretendPhone } from '../../support/phone-width';

const row = (id: number, answer: string) => ({
  surveyAnswerConfigId: id,
  answer,
  isImage: false,
  active: true,
  stepAnswer: null,
  answerOrder: id,
});
const scale = (value: number, description: string) => ({
  surveyScaleAnswerId: value,
  description,
  scaleValue: value,
});

const gridSurvey: SurveyQuestions = {
  surveyId: 9,
  title: 'Clima',
  surveyUserProfileId: 90,
  userAnswers: [],
  questions: [
    {
      surveyQuestionId: 1,
      question: 'Califica tu entorno',
      surveyAnswerTypeId: 3,
      surveyScaleId: 4,
      answers: [row(1, 'Respeto'), row(2, 'Apoyo')],
      scaleAnswers: [scale(1, 'Poco'), scale(2, 'Mucho')],
    },
  ],
};

function renderSlider() {
  const saveAnswer = vi.fn<SurveyServices['saveAnswer']>();
  const services: SurveyServices = {
    listSurveys: async () => ({ pendingSurveys: [], resolvedSurveys: [] }),
    loadSurvey: async () => gridSurvey,
    saveAnswer,
    reloadPage: vi.fn(),
    openPage: vi.fn(),
  };
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <SurveyServicesProvider services={services}>
          <SurveySlider surveyId={9} title="Clima" />
        </SurveyServicesProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { saveAnswer, reloadPage: services.reloadPage };
}

describe('scale-grid question', () => {
  it("says what is missing when 'Finalizar' is pressed with rows unanswered, and marks those rows", async () => {
    const user = userEvent.setup();
    const { saveAnswer } = renderSlider();
    await user.click(await screen.findByRole('radio', { name: 'Respeto: Mucho' }));
    await user.click(screen.getByRole('button', { name: m.finish }));

    expect(screen.getByRole('alert')).toHaveTextContent(m.required);
    expect(screen.getByRole('radiogroup', { name: 'Apoyo' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup', { name: 'Respeto' })).not.toHaveAttribute('aria-invalid');
    expect(saveAnswer).not.toHaveBeenCalled();

    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Apoyo' })).getByRole('radio', { name: /Poco/ }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("reloads the page by itself after 'La encuesta se ha completado'", async () => {
    const user = userEvent.setup();
    const { saveAnswer, reloadPage } = renderSlider();
    saveAnswer.mockResolvedValue({ isSurveyCompleted: true, saved: [] });
    await user.click(await screen.findByRole('radio', { name: 'Respeto: Mucho' }));
    await user.click(screen.getByRole('radio', { name: 'Apoyo: Poco' }));
    await user.click(screen.getByRole('button', { name: m.finish }));

    expect(await screen.findByText(m.completed)).toBeVisible();
    expect(reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce(), { timeout: 4000 });
  });

  it('gives each row its own group under its label on a phone, with no table to scroll', async () => {
    pretendPhone();
    const user = userEvent.setup();
    const { saveAnswer } = renderSlider();
    const respect = await screen.findByRole('radiogroup', { name: 'Respeto' });
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(respect).getByRole('radio', { name: 'Mucho' }));
    await user.click(screen.getByRole('button', { name: m.finish }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.required);
    expect(saveAnswer).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Apoyo' })).getByRole('radio', { name: 'Poco' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
