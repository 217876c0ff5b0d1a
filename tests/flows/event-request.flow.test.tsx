import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EventRequestForm } from '@/features/billboard/components/event-request-form';
import { billboardMessages as m } from '@/features/billboard/messages';
import { todayInCompany } from '@/shared/format';
import dayjs from 'dayjs';
import {
  eventRequestMachine,
  type EventRequestContext,
  type EventRequestEvent,
} from '../../machines/event-request.machine';
import { fillAbout, fillDeposit, fillHost, fillWhenAndWhere, VALID_CLABE } from './event-request-steps';
import { actorOutcomes, settleInvoked } from './support/gate';
import { fakeBillboardServices, renderBillboard, routeShown } from './support/render-billboard';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';

type ModelEvent =
  | Exclude<EventRequestEvent, { type: 'request.submit' }>
  | { type: 'request.submit' }
  | { type: 'xstate.done.actor.createEvent' }
  | { type: 'xstate.error.actor.createEvent'; error: Error };

const failure = 'La CLABE no es válida';
const { paths, coverage } = modelPaths<ModelEvent>(eventRequestMachine, {
  simple: true,
  events: [
    { type: 'request.next' },
    { type: 'request.back' },
    { type: 'request.submit' },
    { type: 'request.finish' },
    ...actorOutcomes('createEvent', new Error(failure)),
  ],
});

/** Where the page is left for the billboard: 'Regresar' on the first step, and 'Terminar'. */
const leaves = (event: ModelEvent, from: ModelStep<ModelEvent>['state']) =>
  (event.type === 'request.back' && from.matches('about')) || event.type === 'request.finish';

/** A path that goes on after leaving the page cannot be walked on it; its transitions are in other paths. */
const walkable = paths.filter((path) =>
  path.steps.every(
    (step, i) => i === path.steps.length - 1 || !leaves(step.event, path.steps[i - 1]?.state ?? path.start),
  ),
);

const w = m.form;
const day = (offset: number) => dayjs(todayInCompany()).add(offset, 'day').format('YYYY-MM-DD');
type App = ReturnType<typeof fakeBillboardServices> & { user: UserEvent };
type State = ModelStep<ModelEvent>['state'];

async function perform(event: ModelEvent, from: State, { user, gates }: App) {
  const settled = settleInvoked(event, gates);
  if (settled) return settled;
  switch (event.type) {
    case 'request.next':
      if (from.matches('about')) await fillAbout(user);
      if (from.matches('whenAndWhere')) await fillWhenAndWhere(user, day);
      if (from.matches('host')) await fillHost(user);
      return user.click(screen.getByRole('button', { name: w.next }));
    case 'request.back':
      return user.click(screen.getByRole('button', { name: w.back }));
    case 'request.submit':
      await fillDeposit(user);
      return user.click(screen.getByRole('button', { name: w.submit }));
    case 'request.finish':
      return user.click(screen.getByRole('button', { name: w.finish }));
  }
}

const stepIndex = { about: 0, whenAndWhere: 1, host: 2, deposit: 3, submitting: 3 } as const;

function expectState(state: State, app: App) {
  const context = state.context as EventRequestContext;
  expect(routeShown()).toHaveTextContent('/course-view/new-event');
  if (state.matches('sent')) {
    expect(screen.getByRole('heading', { name: w.successTitle })).toBeVisible();
    return expect(screen.getByRole('button', { name: w.finish })).toBeVisible();
  }
  const step = stepIndex[state.value as keyof typeof stepIndex];
  expect(screen.getByRole('heading', { name: w.steps[step] })).toBeVisible();
  expect(screen.getByText(w.stepOf(step + 1, 4))).toBeVisible();
  const alert = screen.queryByText(w.createFailed(failure));
  if (context.failure) expect(alert).toBeVisible();
  else expect(alert).not.toBeInTheDocument();
  if (state.matches('submitting')) {
    expect(screen.getByRole('button', { name: w.submit })).toBeDisabled();
    expect(app.gates.createEvent.input).toMatchObject({
      eventName: 'Festival de la diversidad',
      eventSector: '1',
      eventTicketHourEnd: '22:00',
      eventOwnerClabe: VALID_CLABE,
      eventOwnerInvoice: 'false',
    });
    expect(app.gates.createEvent.input.eventTicketPromo).toBeInstanceOf(File);
  }
}

describe('event request flow (model-based, rendered)', () => {
  itCoversTheModel('event-request', coverage);

  it.each(pathCases(walkable))('%s', async (_, path) => {
    const fake = fakeBillboardServices();
    renderBillboard(<EventRequestForm />, fake.services);
    const app = { ...fake, user: userEvent.setup({ delay: null }) };
    expectState(path.start, app);
    let from = path.start;
    for (const step of path.steps) {
      await perform(step.event, from, app);
      const leaves =
        (step.event.type === 'request.back' && from.matches('about')) || step.event.type === 'request.finish';
      if (leaves) {
        // 'Regresar' on the first step and 'Terminar' go back to the billboard.
        expect(routeShown()).toHaveTextContent(/^\/course-view$/);
        return;
      }
      expectState(step.state, app);
      from = step.state;
    }
  });
});
