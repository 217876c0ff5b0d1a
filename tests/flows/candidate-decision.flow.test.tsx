import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CandidatesPage from '@/features/job-bank/candidates.page';
import { jobMessages as m } from '@/features/job-bank/messages';
import type { Candidate } from '@/features/job-bank/api';
import { routePatterns } from '@/shared/routing';
import {
  candidateDecisionMachine,
  type CandidateDecisionContext,
  type CandidateDecisionEvent,
  type CandidateDecisionInput,
} from '../../machines/candidate-decision.machine';
import { actorOutcomes, settleInvoked } from './support/gate';
import { fakeJobServices, renderJobs, sampleJob } from './support/render-jobs';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';

const failure = 'La postulación ya fue resuelta.';
const name = 'Alejandro Cruz Navarro';

type ModelEvent =
  | CandidateDecisionEvent
  | { type: 'xstate.done.actor.decide' }
  | { type: 'xstate.error.actor.decide'; error: Error };

const inputs: CandidateDecisionInput[] = (['EnProceso', 'Aprobado', 'Rechazado'] as const).map((status) => ({
  postulantId: 3,
  fullName: name,
  status,
}));

const { paths, coverage } = modelPaths<ModelEvent, CandidateDecisionInput>(candidateDecisionMachine, {
  inputs,
  events: [
    { type: 'candidate.approve' },
    { type: 'candidate.reject' },
    { type: 'candidate.confirm' },
    { type: 'candidate.cancel' },
    ...actorOutcomes('decide', new Error(failure)),
  ],
});

type App = ReturnType<typeof fakeJobServices> & { user: UserEvent };

async function perform(event: ModelEvent, { user, gates }: App) {
  const settled = settleInvoked(event, gates, { decide: 'decideCandidate' });
  if (settled) return settled;
  const dialog = () => screen.getByRole('dialog');
  switch (event.type) {
    case 'candidate.approve':
      return user.click(screen.getByRole('button', { name: m.actions.approve }));
    case 'candidate.reject':
      return user.click(screen.getByRole('button', { name: m.actions.reject }));
    case 'candidate.confirm':
      return user.click(within(dialog()).getByRole('button', { name: m.actions.yes }));
    case 'candidate.cancel':
      return user.click(within(dialog()).getByRole('button', { name: m.actions.no }));
  }
}

async function expectState(state: ModelStep<ModelEvent>['state'], app: App) {
  const context = state.context as CandidateDecisionContext;
  const row = (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
  expect(within(row).getByText(m.status[context.status] ?? '')).toBeVisible();
  expect(within(row).getByRole('button', { name: `${m.actions.download} de ${name}` })).toBeEnabled();
  const error = within(row).queryByText(failure);
  if (context.error) expect(error).toBeVisible();
  else expect(error).not.toBeInTheDocument();
  const approve = within(row).queryByRole('button', { name: m.actions.approve });
  if (state.matches('approved') || state.matches('rejected')) {
    expect(approve).not.toBeInTheDocument();
    return expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }
  expect(approve).toBeVisible();
  if (state.matches('inProcess')) return expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const approving = state.matches('confirmingApproval') || state.matches('approving');
  const dialog = screen.getByRole('dialog', {
    name: approving ? m.candidate.select(name) : m.candidate.reject(name),
  });
  expect(dialog).toBeVisible();
  if (state.matches('approving') || state.matches('rejecting')) {
    expect(app.gates.decideCandidate.input).toEqual({
      postulantId: 3,
      approve: approving,
      companyName: 'Comunidad Viva',
    });
  }
}

describe('candidate decision (model-based, rendered /candidates)', () => {
  itCoversTheModel('candidate-decision', coverage);

  it.each(pathCases(paths, (path) => path.input.status))('%s', async (_, path) => {
    const candidate: Candidate = {
      postulantId: 3,
      fullName: name,
      postulationDate: '2026-11-21T16:00:00.000Z',
      urlCurriculum: '/api/BackEnd/Postulant/GetCurriculum?postulantId=3',
      status: path.input.status,
    };
    const fake = fakeJobServices(sampleJob({ status: 'Aprobado' }), [candidate]);
    renderJobs(<CandidatesPage />, {
      route: '/candidates/41',
      pattern: routePatterns.member.candidates,
      services: fake.services,
    });
    const app: App = { ...fake, user: userEvent.setup({ delay: null }) };
    // The company's name travels with the decision once the job has loaded.
    await screen.findByRole('link', { name: 'Gestora de comunidad' });
    await expectState(path.start, app);
    for (const step of path.steps) {
      await perform(step.event, app);
      await expectState(step.state, app);
    }
  });

  it('downloads the CV through the gateway', async () => {
    const candidate: Candidate = {
      postulantId: 3,
      fullName: name,
      postulationDate: '2026-11-21T16:00:00.000Z',
      urlCurriculum: '',
      status: 'EnProceso',
    };
    const fake = fakeJobServices(sampleJob(), [candidate]);
    URL.createObjectURL = () => 'blob:cv';
    URL.revokeObjectURL = () => {};
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderJobs(<CandidatesPage />, {
      route: '/candidates/41',
      pattern: routePatterns.member.candidates,
      services: fake.services,
    });
    await userEvent.click(await screen.findByRole('button', { name: `${m.actions.download} de ${name}` }));
    expect(fake.services.curriculum).toHaveBeenCalledWith(3);
    expect(save).toHaveBeenCalledOnce();
    save.mockRestore();
  });
});
