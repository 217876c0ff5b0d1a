import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import CandidatesPage from '@/features/job-bank/candidates.page';
import { jobMessages as m } from '@/features/job-bank/messages';
import { routePatterns } from '@/shared/routing';
import { fakeJobServices, renderJobs, sampleJob } from '../../flows/support/render-jobs';
import { pretendPhone } from '../../support/phone-width';

beforeEach(() => pretendPhone());

describe('candidates on a phone', () => {
  it('shows each candidate as a card with its status and its decisions at hand', async () => {
    const fake = fakeJobServices(sampleJob({ status: 'Aprobado' }), [
      {
        postulantId: 3,
        fullName: 'Alejandro Cruz Navarro',
        postulationDate: '2026-11-21T16:00:00.000Z',
        urlCurriculum: '/api/BackEnd/Postulant/GetCurriculum?postulantId=3',
        status: 'EnProceso',
      },
    ]);
    renderJobs(<CandidatesPage />, {
      route: '/candidates/41',
      pattern: routePatterns.member.candidates,
      services: fake.services,
    });
    const list = await screen.findByRole('list', { name: m.titles.candidates });
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('Alejandro Cruz Navarro');
    expect(card).toHaveTextContent(m.status.EnProceso ?? '');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.setup().click(within(card).getByRole('button', { name: m.actions.approve }));
    expect(
      await screen.findByRole('dialog', { name: m.candidate.select('Alejandro Cruz Navarro') }),
    ).toBeVisible();
  });
});
