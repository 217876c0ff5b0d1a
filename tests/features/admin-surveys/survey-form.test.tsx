import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSurvey } from '@/features/admin-surveys/api';
import { adminSurveyMessages as m } from '@/features/admin-surveys/messages';
import { audienceTexts } from '@/shared/ui';
import { onCall, ok, recorded, resetFakeApi } from '../../app/support/fake-api';
import { renderApp, signInAs } from '../../app/support/render-app';
import { sampleSurvey } from './sample-survey';

vi.mock('@/api/client', async () =>
  (await import('../../app/support/mock-api-client')).clientAgainstFakeApi(),
);

const person = (userProfileId: number, firstName: string, lastName: string) => ({
  userProfileId,
  employeeNo: String(userProfileId),
  firstName,
  middleName: null,
  lastName,
  name: `${firstName} ${lastName}`,
  active: true,
  department: 'Tecnología',
});
const members = [person(7, 'Ana', 'Ruiz'), person(8, 'Luis', 'Paz')];

function serveSurvey(users: number[], extra: Partial<AdminSurvey> = {}) {
  const survey = sampleSurvey({ surveyedCount: 2, users, ...extra });
  signInAs('Recursos Humanos');
  onCall('GET', '/backoffice/Survey/Get/5', () => ok(survey));
  onCall('GET', '/backoffice/CompanyEventType/GetByCompanyAndEventType', () =>
    ok({ eventTypeName: 'Encuesta', isAudienceAddressed: true }),
  );
  onCall('GET', '/BackOffice/UserProfileCatalogs', () =>
    ok({ roles: [], branchOffices: [], departments: [], jobRoles: [] }),
  );
  onCall('GET', '/backoffice/UserProfile/GetByFilterPage/0/0/0/1/10', () =>
    ok({ list: members, totalPages: 1, totalCount: members.length }),
  );
  onCall('GET', '/backoffice/UserProfile/GetByFilter/0/0/0', () => ok(members));
  onCall('GET', '/backoffice/SurveyAnswerType', () => ok([]));
  onCall('GET', '/backoffice/SurveyScale', () => ok([]));
  onCall('PUT', '/backoffice/Survey/PutSurvey', async (request) =>
    ok({ ...survey, ...(await request.json()) }),
  );
}

const choice = (name: string) =>
  screen.findByRole('checkbox', { name: audienceTexts.choose(name) }, firstLoad);
// The first render loads the lazy admin chunk, slower than the default wait on a busy machine.
const firstLoad = { timeout: 15_000 };

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
    expect(await choice('Luis Paz')).toBeChecked();
    expect(await choice('Ana Ruiz')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: m.form.save }));
    expect(await screen.findByText(m.saved)).toBeVisible();
    expect(putBodies().map((b) => b.users)).toEqual([[8]]);
  });

  it('starts a survey sent to everyone with every member chosen, so it saves without choosing again', async () => {
    serveSurvey([]);
    const user = userEvent.setup();
    renderApp('/admin/details-survey/5');
    expect(await choice('Ana Ruiz')).toBeChecked();
    expect(await choice('Luis Paz')).toBeChecked();
    await user.click(screen.getByRole('button', { name: m.form.save }));
    expect(await screen.findByText(m.saved)).toBeVisible();
    expect(screen.queryByText(m.audienceRequired)).toBeNull();
    expect(putBodies().map((b) => b.users)).toEqual([[7, 8]]);
  });
});

describe('survey form: choosing the audience', () => {
  it('asks for someone when none is chosen, and saves the people ticked in the shared picker', async () => {
    serveSurvey([8]);
    const user = userEvent.setup();
    renderApp('/admin/details-survey/5');
    await user.click(await choice('Luis Paz'));
    await user.click(screen.getByRole('button', { name: m.form.save }));
    expect(await screen.findByText(m.audienceRequired)).toBeVisible();
    await user.click(await choice('Ana Ruiz'));
    await user.click(screen.getByRole('button', { name: m.form.save }));
    expect(await screen.findByText(m.saved)).toBeVisible();
    expect(putBodies().map((b) => b.users)).toEqual([[7]]);
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
