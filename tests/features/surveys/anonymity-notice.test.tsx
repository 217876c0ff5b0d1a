import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { surveyMessages as m } from '@/features/surveys/messages';
import type { SurveySummary } from '@/features/surveys/api';
import { onCall, ok, resetFakeApi } from '../../app/support/fake-api';
import { renderApp, signInAs } from '../../app/support/render-app';

vi.mock('@/api/client', async () =>
  (await import('../../app/support/mock-api-client')).clientAgainstFakeApi(),
);

const summary = (surveyId: number, title: string, isAnonymous: boolean): SurveySummary => ({
  surveyId,
  surveyUserProfileId: null,
  title,
  questionCount: 3,
  endDate: '2030-01-31',
  reward: 10,
  modifiedDate: null,
  isAnonymous,
});

function serve(pendingSurveys: SurveySummary[]) {
  signInAs('Usuario');
  onCall('GET', '/backend/SurveyUserProfile/Surveys', () => ok({ pendingSurveys, resolvedSurveys: [] }));
}

beforeEach(resetFakeApi);

describe('surveys page: what members are told about anonymity', () => {
  it('promises anonymity when every survey keeps it', async () => {
    serve([summary(1, 'Clima', true)]);
    renderApp('/surveys');
    const card = await screen.findByRole('article', { name: 'Clima' }, { timeout: 5000 });
    expect(within(card).getByText(m.anonymous)).toBeVisible();
    expect(within(card).queryByText(m.notAnonymous)).toBeNull();
    expect(screen.getByText(m.intro)).toBeVisible();
  });

  it('says before starting that a survey is not anonymous, and drops the general promise', async () => {
    serve([summary(1, 'Clima', true), summary(2, 'Evaluación de equipo', false)]);
    renderApp('/surveys');
    const named = await screen.findByRole('article', { name: 'Evaluación de equipo' }, { timeout: 5000 });
    expect(within(named).getByText(m.notAnonymous)).toBeVisible();
    expect(within(named).queryByText(m.anonymous)).toBeNull();
    expect(screen.queryByText(m.intro)).toBeNull();
    expect(screen.getByText(m.introMixed)).toBeVisible();
  });
});
