import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SurveySlider } from '@/features/surveys/components/survey-slider';
import { SurveyServicesProvider } from '@/features/surveys/survey-services';

describe('the answering dialog', () => {
  it('stays where it opened as a question grows, so a heat map never moves under the pointer', async () => {
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <SurveyServicesProvider
            services={{
              listSurveys: async () => ({ pendingSurveys: [], resolvedSurveys: [] }),
              loadSurvey: () => new Promise(() => {}),
              saveAnswer: () => new Promise(() => {}),
              reloadPage: vi.fn(),
              openPage: vi.fn(),
            }}
          >
            <SurveySlider surveyId={7} title="Clima laboral" />
          </SurveyServicesProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Clima laboral' });
    // Centred, the dialog would climb by half of every line a marked point adds below the image.
    const root = dialog.closest('.mantine-Modal-root');
    expect(root).not.toBeNull();
    expect(root).not.toHaveAttribute('data-centered');
  });
});
