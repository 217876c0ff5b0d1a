import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import JobsPublishedPage from '@/features/job-bank/jobs-published.page';
import { jobMessages as m } from '@/features/job-bank/messages';
import { routePatterns } from '@/shared/routing';
import {
  jobLifecycleMachine,
  type JobLifecycleContext,
  type JobLifecycleEvent,
  type JobLifecycleInput,
} from '../../machines/job-lifecycle.machine';
import { fakeJobServices, listedActive, renderJobs, sampleJob } from './support/render-jobs';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';

const failure = 'La vacante ya fue revisada.';

type ModelEvent =
  | JobLifecycleEvent
  | { type: `xstate.done.actor.${'decideJob' | 'toggleActive' | 'deleteJob'}` }
  | { type: `xstate.error.actor.${'decideJob' | 'toggleActive' | 'deleteJob'}`; error: Error };

const input: JobLifecycleInput = { jobId: 41, status: 'Guardado', active: true };
const { paths, coverage } = modelPaths<ModelEvent, JobLifecycleInput>(jobLifecycleMachine, {
  inputs: [input],
  events: [
    { type: 'job.approve' },
    { type: 'job.reject' },
    { type: 'job.deactivate' },
    { type: 'job.reactivate' },
    { type: 'job.delete' },
    { type: 'job.confirm' },
    { type: 'job.cancel' },
    ...(['decideJob', 'toggleActive', 'deleteJob'] as const).flatMap((id) => [
      { type: `xstate.done.actor.${id}` as const },
      { type: `xstate.error.actor.${id}` as const, error: new Error(failure) },
    ]),
  ],
});

type Fake = ReturnType<typeof fakeJobServices>;
type App = Fake & { user: UserEvent; approving: boolean };

const button = (name: string) => screen.getByRole('button', { name });

async function perform(event: ModelEvent, app: App) {
  const { user, gates, state } = app;
  switch (event.type) {
    case 'job.approve':
      app.approving = true;
      return user.click(button(m.actions.approve));
    case 'job.reject':
      app.approving = false;
      return user.click(button(m.actions.reject));
    case 'job.deactivate':
      return user.click(button(m.actions.deactivate));
    case 'job.reactivate':
      return user.click(button(m.actions.reactivate));
    case 'job.delete':
      return user.click(button(m.actions.delete));
    case 'job.confirm':
      return user.click(within(screen.getByRole('dialog')).getByRole('button', { name: m.actions.yes }));
    case 'job.cancel':
      return user.click(within(screen.getByRole('dialog')).getByRole('button', { name: m.actions.no }));
    case 'xstate.done.actor.decideJob':
      state.job = { ...state.job, status: app.approving ? 'Aprobado' : 'Rechazado' };
      return gates.decideJob.resolve(state.job);
    case 'xstate.done.actor.toggleActive':
      state.job = { ...state.job, active: !state.job.active };
      return gates.toggleActive.resolve(state.job);
    case 'xstate.done.actor.deleteJob':
      state.job = { ...state.job, jobId: 0 };
      return gates.deleteJob.resolve();
    case 'xstate.error.actor.decideJob':
      return gates.decideJob.reject(new Error(failure));
    case 'xstate.error.actor.toggleActive':
      return gates.toggleActive.reject(new Error(failure));
    case 'xstate.error.actor.deleteJob':
      return gates.deleteJob.reject(new Error(failure));
  }
}

/** The list the job's card sits in, once the page shows it. */
async function card(active: boolean) {
  const list = await screen.findByRole('region', { name: active ? m.lists.active : m.lists.inactive });
  return within(list).findByRole('article');
}

/** The question on screen in each state that asks one. */
const confirmations: Array<[string[], string]> = [
  [['confirmingApproval', 'approving'], m.confirm.approve],
  [['confirmingRejection', 'rejecting'], m.confirm.reject],
  [['confirmingDeactivation'], m.confirm.deactivate],
  [['confirmingDelete', 'deleting'], m.confirm.delete],
];

async function expectState(state: ModelStep<ModelEvent>['state'], app: App) {
  const context = state.context as JobLifecycleContext;
  if (state.matches('deleted')) {
    expect(await screen.findByText(m.done.deleted)).toBeVisible();
    expect(await screen.findByText(m.empty.active)).toBeVisible();
    return expect(screen.getByText(m.empty.inactive)).toBeVisible();
  }
  const shown = await card(listedActive(context));
  await waitFor(() => expect(within(shown).getByText(m.status[context.status] ?? '')).toBeVisible());
  const error = within(shown).queryByRole('alert');
  if (context.error) expect(error).toHaveTextContent(failure);
  else expect(error).not.toBeInTheDocument();
  const question = confirmations.find(([states]) => states.some((s) => state.matches(s)))?.[1];
  if (question) expect(screen.getByRole('dialog', { name: question })).toBeVisible();
  else expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  if (state.matches('saved') || state.matches('confirmingApproval') || state.matches('confirmingRejection')) {
    expect(app.gates.decideJob.waiting).toBe(false);
    expect(within(shown).getByRole('button', { name: m.actions.approve })).toBeEnabled();
    return expect(within(shown).getByRole('button', { name: m.actions.reject })).toBeEnabled();
  }
  if (state.matches('approving') || state.matches('rejecting')) {
    expect(app.gates.decideJob.input).toEqual({ jobId: 41, approve: state.matches('approving') });
    return expect(within(shown).getByRole('button', { name: m.actions.approve })).toBeDisabled();
  }
  expect(within(shown).queryByRole('button', { name: m.actions.approve })).not.toBeInTheDocument();
  if (state.matches('active') || state.matches('confirmingDeactivation')) {
    expect(app.gates.toggleActive.waiting).toBe(false);
    return expect(within(shown).getByRole('button', { name: m.actions.deactivate })).toBeEnabled();
  }
  if (state.matches('inactive'))
    return expect(within(shown).getByRole('button', { name: m.actions.reactivate })).toBeEnabled();
  if (state.matches('toggling')) return expect(app.gates.toggleActive.input).toEqual({ jobId: 41 });
  if (state.matches('rejected')) {
    expect(within(shown).queryByRole('button', { name: m.actions.deactivate })).not.toBeInTheDocument();
    return expect(within(shown).getByRole('button', { name: m.actions.delete })).toBeEnabled();
  }
  if (state.matches('deleting')) expect(app.gates.deleteJob.input).toEqual({ jobId: 41 });
}

describe('job lifecycle and HR approval (model-based, rendered /jobs-published)', () => {
  itCoversTheModel('job-lifecycle', coverage);

  it.each(pathCases(paths))('%s', async (_, path) => {
    const fake = fakeJobServices(sampleJob());
    renderJobs(<JobsPublishedPage />, {
      route: '/jobs-published',
      pattern: routePatterns.member.jobsPublished,
      services: fake.services,
      roleName: 'Recursos Humanos',
    });
    const app: App = { ...fake, user: userEvent.setup({ delay: null }), approving: true };
    await expectState(path.start, app);
    for (const step of path.steps) {
      await perform(step.event, app);
      await expectState(step.state, app);
    }
  });
});
