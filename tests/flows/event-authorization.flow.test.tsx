import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthorizationList } from '@/features/billboard/components/authorization-drawer';
import { billboardMessages as m } from '@/features/billboard/messages';
import { confirmTexts } from '@/shared/ui';
import {
  eventAuthorizationMachine,
  type EventAuthorizationContext,
  type EventAuthorizationEvent,
} from '../../machines/event-authorization.machine';
import { ticketEvent } from './event-fixture';
import { actorOutcomes, settleInvoked } from './support/gate';
import { fakeBillboardServices, renderBillboard } from './support/render-billboard';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';

type ModelEvent =
  | EventAuthorizationEvent
  | { type: 'xstate.done.actor.decideEvent' }
  | { type: 'xstate.error.actor.decideEvent'; error: Error };

const c = m.decision;
const failure = 'Este evento ya fue autorizado o rechazado';
const events = [ticketEvent(7, 'Festival de la diversidad'), ticketEvent(8, 'Noche de cine queer')];
const { paths, coverage } = modelPaths<ModelEvent>(eventAuthorizationMachine, {
  events: [
    { type: 'drawer.open', eventId: 7 },
    { type: 'drawer.close' },
    { type: 'decision.choose', approve: true },
    { type: 'decision.choose', approve: false },
    { type: 'decision.cancel' },
    { type: 'decision.confirm' },
    ...actorOutcomes('decideEvent', new Error(failure)),
  ],
});

type App = ReturnType<typeof fakeBillboardServices> & { user: UserEvent };
const drawer = () => screen.queryByRole('dialog', { name: m.details.title });
const confirmation = () => screen.queryByRole('dialog', { name: confirmTexts.title });

async function perform(event: ModelEvent, { user, gates }: App) {
  const settled = settleInvoked(event, gates);
  if (settled) return settled;
  switch (event.type) {
    case 'drawer.open':
      return user.click(screen.getByRole('button', { name: `${m.seeDetails}: Festival de la diversidad` }));
    case 'drawer.close':
      return user.click(within(drawer() as HTMLElement).getByRole('button', { name: m.details.close }));
    case 'decision.choose':
      return user.click(screen.getByRole('button', { name: event.approve ? c.approve : c.reject }));
    case 'decision.cancel':
      return user.click(screen.getByRole('button', { name: c.no }));
    case 'decision.confirm':
      return user.click(screen.getByRole('button', { name: c.yes }));
  }
}

async function expectState(state: ModelStep<ModelEvent>['state'], previous: ModelEvent | null, app: App) {
  const context = state.context as EventAuthorizationContext;
  if (state.matches('closed')) {
    expect(drawer()).not.toBeInTheDocument();
    if (previous?.type === 'xstate.done.actor.decideEvent') {
      const approved = app.gates.decideEvent.calls.at(-1)?.isApproved;
      expect(await screen.findByText(approved ? c.approved : c.rejected)).toBeVisible();
    }
    return;
  }
  expect(
    within(drawer() as HTMLElement).getByRole('heading', { name: 'Festival de la diversidad' }),
  ).toBeVisible();
  expect(within(drawer() as HTMLElement).getByText('012180001234567897')).toBeVisible();
  const alert = screen.queryByText(c.failed(context.approve === true, failure));
  if (context.failure && state.matches('viewing')) expect(alert).toBeVisible();
  if (!context.failure) expect(alert).not.toBeInTheDocument();
  if (state.matches('viewing')) return expect(confirmation()).not.toBeInTheDocument();
  expect(within(confirmation() as HTMLElement).getByText(c.confirm(context.approve === true))).toBeVisible();
  if (state.matches('deciding')) {
    expect(screen.getByRole('button', { name: c.yes })).toBeDisabled();
    expect(app.gates.decideEvent.input).toEqual({ ticketsEventId: 7, isApproved: context.approve });
  }
}

describe('event authorization drawer (model-based, rendered)', () => {
  itCoversTheModel('event-authorization', coverage);

  // Notices live in one store for the whole page; each walk starts without the previous walk's.
  beforeEach(() => notifications.clean());

  it.each(pathCases(paths))('%s', async (_, path) => {
    const fake = fakeBillboardServices();
    renderBillboard(<AuthorizationList events={events} />, fake.services, '/course-view/approve-event');
    const app = { ...fake, user: userEvent.setup({ delay: null }) };
    await expectState(path.start, null, app);
    for (const step of path.steps) {
      await perform(step.event, app);
      await expectState(step.state, step.event, app);
    }
  });
});
