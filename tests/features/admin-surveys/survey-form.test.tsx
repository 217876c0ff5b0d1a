import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSurvey } from '@/features/admin-surveys/api';
import { adminSurveyMessages as m } from '@/features/admin-surveys/messages';
import { onCall, ok, recorded, resetFakeApi } from '../../app/support/fake-api';
import { renderApp, signInAs } from '../../app/support/render-app';

vi.mock('@/api/client', async () =>
  (await import('../../app/support/mock-api-client')).clientAgainstFakeApi(),
);

const members = [
  { userProfileId: 7, name: 'Ana Ruiz', email: 'ana@demo.mx' },
  { userProfileId: 8, name: 'Luis Paz', email: 'luis@demo.mx' },
];

function serveSurvey(users: number[], extra: Partial<AdminSurvey> = {}) {
  const survey: AdminSurvey = {
    surveyId: 5,
    title: 'Clima laboral',
    startDate: '2030-01-01',
    endDate: '2030-01-31',
    reward: 10,
    isFullAnswered: false,
    active: true,
    isAlreadyStarted: false,
    estatus: 'Activa',
    surveyedCount: 2,
    answeredCount: 0,
    questionCount: 0,
    questions: [],
    users,
    isAnonymous: true,
    ...extra,
  };
  signInAs('Recursos Humanos');
  onCall('GET', '/backoffice/Survey/Get/5', () => ok(survey));
  onCall('GET', '/backoffice/Survey/Audience', () => ok({ isAudienceAddressed: true, users: members }));
  onCall('GET', '/backoffice/SurveyAnswerType', () => ok([]));
  onCall('GET', '/backoffice/SurveyScale', () => ok([]));
  onCall('PUT', '/backoffice/Survey/PutSurvey', async (request) =>
    ok({ ...survey, ...(await request.json()) }),
  );
}

// A chosen person shows as a pill in the picker (the same text is also in its hidden option list).
const pill = { selector: '.mantine-Pill-label' };
// The first render loads the lazy admin chunk, slower than the default wait on a busy machine.
const firstLoad = { timeout: 5000 };

const putBodies = () =>
  recorded
    .filter((call) => call.method === 'PUT')
    .map((call) => JSON.parse(call.body) as { users: number[]; isAnonymous: boolean });

beforeEach(resetFakeApi);

describe('survey form: the audience of an existing survey', () => {
  it('shows the chosen people and saves them unchanged', async () => {
    serveSurvey([8]);
    const user = userEvent.setup();
    renderApp('/admin/details-survey/5');
    expect(await screen.findByText('Luis Paz (luis@demo.mx)', pill, firstLoad)).toBeVisible();
    await user.click(screen.getByRole('button', { name: m.form.save }));
    expect(await screen.findByText(m.saved)).toBeVisible();
    expect(putBodies().map((b) => b.users)).toEqual([[8]]);
  });

  it('starts a survey sent to everyone with every member chosen, so it saves without choosing again', async () => {
    serveSurvey([]);
    const user = userEvent.setup();
    renderApp('/admin/details-survey/5');
    expect(await screen.findByText('Ana Ruiz (ana@demo.mx)', pill, firstLoad)).toBeVisible();
    expect(screen.getByText('Luis Paz (luis@demo.mx)', pill)).toBeVisible();
    await user.click(screen.getByRole('button', { name: m.form.save }));
    expect(await screen.findByText(m.saved)).toBeVisible();
    expect(screen.queryByText(m.audienceRequired)).toBeNull();
    expect(putBodies().map((b) => b.users)).toEqual([[7, 8]]);
  });
});

describe('survey form: anonymity', () => {
  it('is on by default and HR may turn it off before anyone answers', async () => {
    serveSurvey([8]);
    const user = userEvent.setup();
    renderApp('/admin/details-survey/5');
    const anonymous = await screen.findByRole('checkbox', { name: m.form.anonymous }, firstLoad);
    expect(anonymous).toBeChecked();
    expect(screen.getByText(m.form.anonymousHint)).toBeVisible();
    await user.click(anonymous);
    await user.click(screen.getByRole('button', { name: m.form.save }));
    expect(await screen.findByText(m.saved)).toBeVisible();
    expect(putBodies().map((b) => b.isAnonymous)).toEqual([false]);
  });

  it('cannot be withdrawn once people started answering an anonymous survey', async () => {
    serveSurvey([8], { isAlreadyStarted: true });
    renderApp('/admin/details-survey/5');
    const anonymous = await screen.findByRole('checkbox', { name: m.form.anonymous }, firstLoad);
    expect(anonymous).toBeChecked();
    expect(anonymous).toBeDisabled();
    expect(screen.getByText(m.form.anonymousKept)).toBeVisible();
  });

  it('starts a new survey anonymous', async () => {
    serveSurvey([]);
    renderApp('/admin/details-survey/0');
    expect(await screen.findByRole('checkbox', { name: m.form.anonymous }, firstLoad)).toBeChecked();
  });
});
