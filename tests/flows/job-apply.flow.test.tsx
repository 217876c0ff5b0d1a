import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import JobDetailsPage from '@/features/job-bank/job-details.page';
import { jobMessages as m } from '@/features/job-bank/messages';
import { areaUploadMessages } from '@domain/upload-messages';
import { routePatterns } from '@/shared/routing';
import {
  CV_MAX_BYTES,
  type ChosenFile,
  jobApplyMachine,
  type JobApplyContext,
  type JobApplyEvent,
  type JobApplyInput,
} from '../../machines/job-apply.machine';
import { actorOutcomes, settleInvoked } from './support/gate';
import { fakeJobServices, renderJobs, routeShown, sampleJob } from './support/render-jobs';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel } from './support/model-suite';

const refusal = 'Formato no válido';

type ModelEvent =
  JobApplyEvent | { type: 'xstate.done.actor.apply' } | { type: 'xstate.error.actor.apply'; error: Error };

const pdf = new File(['%PDF-1.7 currículum'], 'cv.pdf', { type: 'application/pdf' });
const big = new File(['%PDF-1.7'], 'grande.pdf', { type: 'application/pdf' });
Object.defineProperty(big, 'size', { value: CV_MAX_BYTES });
const text = new File(['hola'], 'notas.txt', { type: 'text/plain' });

const files = [pdf, big, text];
/** The model's graph copies events as JSON: it gets each file's name and size, the page the real file. */
const described = (file: File): ChosenFile => ({ name: file.name, size: file.size });
const real = (file: ChosenFile) => files.find((f) => f.name === file.name) as File;

const { paths, coverage } = modelPaths<ModelEvent, JobApplyInput>(jobApplyMachine, {
  inputs: [{ jobId: 41 }],
  events: [
    { type: 'apply.open' },
    ...files.map((file) => ({ type: 'apply.choose' as const, file: described(file) })),
    { type: 'apply.submit' },
    { type: 'apply.close' },
    ...actorOutcomes('apply', new Error(refusal)),
  ],
});

type App = ReturnType<typeof fakeJobServices> & { user: UserEvent };

async function perform(event: ModelEvent, { user, gates }: App) {
  const settled = settleInvoked(event, gates);
  if (settled) return settled;
  switch (event.type) {
    case 'apply.open':
      return user.click(await screen.findByRole('button', { name: m.actions.apply }));
    case 'apply.choose': {
      const input = screen.getByRole('dialog').querySelector('input[type="file"]');
      if (!(input instanceof HTMLInputElement)) throw new Error('No file input');
      return user.upload(input, real(event.file));
    }
    case 'apply.submit':
      return user.click(screen.getByRole('button', { name: m.actions.send }));
    case 'apply.close': {
      const dialog = screen.getByRole('dialog');
      return user.click(
        within(dialog).getAllByRole('button', { name: m.actions.close }).at(-1) as HTMLElement,
      );
    }
  }
}

async function expectState(state: ModelStep<ModelEvent>['state'], app: App) {
  const context = state.context as JobApplyContext;
  if (state.matches('sent')) return expect(routeShown()).toHaveTextContent('/applicant-sent');
  expect(routeShown()).toHaveTextContent('/details-job/41');
  if (state.matches('closed')) {
    expect(await screen.findByRole('button', { name: m.actions.apply })).toBeEnabled();
    return expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }
  if (state.matches('failed')) {
    const dialog = screen.getByRole('dialog', { name: m.apply.failed });
    return expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal);
  }
  const dialog = screen.getByRole('dialog', { name: m.apply.title });
  const send = within(dialog).getByRole('button', { name: m.actions.send });
  const sizeError = within(dialog).queryByText(areaUploadMessages.cvTooLarge);
  const formatError = within(dialog).queryByText(areaUploadMessages.cvFormat);
  if (context.problem === 'size') expect(sizeError).toBeVisible();
  else expect(sizeError).not.toBeInTheDocument();
  if (context.problem === 'format') expect(formatError).toBeVisible();
  else expect(formatError).not.toBeInTheDocument();
  if (state.matches('submitting')) {
    expect(app.gates.apply.input).toEqual({ jobId: 41, file: pdf });
    return expect(send).toBeDisabled();
  }
  if (state.matches({ open: 'ready' })) return expect(send).toBeEnabled();
  expect(send).toBeDisabled();
}

describe('applying to a job (model-based, rendered /details-job)', () => {
  itCoversTheModel('job-apply', coverage);

  it.each(
    paths.map(
      (path, i) =>
        [
          `${i + 1} ${path.steps.map((s) => s.event.type + ('file' in s.event ? ` ${s.event.file.name}` : '')).join(' → ')}`,
          path,
        ] as const,
    ),
  )('%s', async (_, path) => {
    const fake = fakeJobServices(sampleJob({ status: 'Aprobado', createUser: 1001 }));
    renderJobs(<JobDetailsPage />, {
      route: '/details-job/41',
      pattern: routePatterns.member.jobDetails,
      services: fake.services,
      userId: 1003,
    });
    const app: App = { ...fake, user: userEvent.setup({ delay: null, applyAccept: false }) };
    await expectState(path.start, app);
    for (const step of path.steps) {
      await perform(step.event, app);
      await expectState(step.state, app);
    }
  });
});
