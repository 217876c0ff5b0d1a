import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import EditJobPage from '@/features/job-bank/edit-job.page';
import { jobMessages as m } from '@/features/job-bank/messages';
import RegisterJobPage from '@/features/job-bank/register-job.page';
import { routePatterns } from '@/shared/routing';
import {
  jobFormMachine,
  type JobDraft,
  type JobFormContext,
  type JobFormEvent,
  type JobFormInput,
} from '../../machines/job-form.machine';
import { fieldLabel } from '../support/field-label';
import { fakeJobServices, renderJobs, routeShown, sampleJob } from './support/render-jobs';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';

const failure = 'Correo incorrecto, por favor revise.';
const draft: JobDraft = {
  title: 'Gestora de comunidad',
  companyName: 'Comunidad Viva',
  location: 'Oaxaca, Oax.',
  direction: 'Calle Alcalá 100',
  salary: 25000,
  description: 'Coordinar la comunidad del portal.',
  email: 'empleos@comunidadviva.mx',
  phoneNumber: '5512345678',
  categoryIds: [1],
  logo: null,
};
const sections = [{ jobSectionTypeId: 1, description: 'Moderar foros' }];
const editedJob = sampleJob({ status: 'Aprobado', jobSection: [] });

type ModelEvent =
  | JobFormEvent
  | { type: 'xstate.done.actor.saveJob'; output: { jobId: number } }
  | { type: 'xstate.done.actor.saveSections' }
  | { type: `xstate.error.actor.${'saveJob' | 'saveSections'}`; error: Error };

const { paths, coverage } = modelPaths<ModelEvent, JobFormInput>(jobFormMachine, {
  inputs: [{ job: null }, { job: editedJob }],
  events: [
    { type: 'form.next', draft },
    { type: 'form.back' },
    { type: 'form.save', sections },
    { type: 'form.finish' },
    { type: 'xstate.done.actor.saveJob', output: { jobId: 41 } },
    { type: 'xstate.done.actor.saveSections' },
    { type: 'xstate.error.actor.saveJob', error: new Error(failure) },
    { type: 'xstate.error.actor.saveSections', error: new Error(failure) },
  ],
});

type App = ReturnType<typeof fakeJobServices> & { user: UserEvent };
const field = (label: string) => screen.getByLabelText(fieldLabel(label));

async function fill(user: UserEvent, label: string, value: string) {
  const input = field(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function perform(event: ModelEvent, { user, gates }: App) {
  const f = m.form;
  switch (event.type) {
    case 'form.next': {
      await fill(user, f.title, draft.title);
      await fill(user, f.companyName, draft.companyName);
      await fill(user, f.location, draft.location);
      await fill(user, f.direction, draft.direction);
      await fill(user, f.salary, String(draft.salary));
      await fill(user, f.email, draft.email);
      await fill(user, f.phone, draft.phoneNumber);
      await fill(user, f.description, draft.description);
      const category = await screen.findByRole('checkbox', { name: 'Tecnología' });
      if (!(category as HTMLInputElement).checked) await user.click(category);
      return user.click(screen.getByRole('button', { name: m.actions.next }));
    }
    case 'form.back':
      return user.click(screen.getByRole('button', { name: m.actions.back }));
    case 'form.save':
      await fill(user, 'Responsabilidades', sections[0]?.description ?? '');
      return user.click(screen.getByRole('button', { name: m.actions.save }));
    case 'form.finish':
      return user.click(screen.getByRole('button', { name: m.actions.finish }));
    case 'xstate.done.actor.saveJob':
      return gates.saveJob.resolve(sampleJob({ jobId: event.output.jobId }));
    case 'xstate.done.actor.saveSections':
      return gates.saveSections.resolve(sampleJob());
    case 'xstate.error.actor.saveJob':
      return gates.saveJob.reject(event.error);
    case 'xstate.error.actor.saveSections':
      return gates.saveSections.reject(event.error);
  }
}

async function expectState(state: ModelStep<ModelEvent>['state'], app: App, finished: boolean) {
  const context = state.context as JobFormContext;
  if (finished) return expect(routeShown()).toHaveTextContent('/jobs-published');
  if (state.matches('done')) {
    const title = context.editing ? m.done.sectionsUpdated : m.done.success;
    expect(screen.getByRole('heading', { name: title })).toBeVisible();
    if (!context.editing) expect(screen.getByText(m.done.reviewing)).toBeVisible();
    return;
  }
  if (context.error) expect(screen.getByText(failure)).toBeVisible();
  else expect(screen.queryByText(failure)).not.toBeInTheDocument();
  if (state.matches('data') || state.matches('savingData')) {
    await waitFor(() => expect(field(m.form.title)).toBeVisible());
    const next = screen.getByRole('button', { name: m.actions.next });
    if (state.matches('data')) return expect(next).toBeEnabled();
    expect(app.gates.saveJob.input).toEqual({ jobId: context.jobId, draft });
    return expect(next).toBeDisabled();
  }
  expect(await screen.findByLabelText('Ubicación')).toBeVisible();
  const save = screen.getByRole('button', { name: m.actions.save });
  if (state.matches('sections')) return expect(save).toBeEnabled();
  expect(app.gates.saveSections.input).toEqual({ jobId: 41, sections, editing: context.editing });
  expect(save).toBeDisabled();
}

describe('two-step job form (model-based, rendered /register-job and /edit-job)', () => {
  itCoversTheModel('job-form', coverage);

  it.each(pathCases(paths, (path) => (path.input.job ? 'editar' : 'registrar')))(
    '%s',
    async (_, path) => {
      const fake = fakeJobServices(editedJob);
      if (path.input.job)
        renderJobs(<EditJobPage />, {
          route: '/edit-job/41',
          pattern: routePatterns.member.editJob,
          services: fake.services,
        });
      else
        renderJobs(<RegisterJobPage />, {
          route: '/register-job',
          pattern: routePatterns.member.registerJob,
          services: fake.services,
        });
      const app: App = { ...fake, user: userEvent.setup({ delay: null }) };
      await expectState(path.start, app, false);
      for (const step of path.steps) {
        await perform(step.event, app);
        await expectState(step.state, app, step.event.type === 'form.finish');
      }
    },
    30_000,
  );
});
