import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notificationMessages } from '@/features/notifications/messages';
import { PushSwitch } from '@/features/notifications/push/push-switch';
import {
  pushSubscriptionMachine,
  type PushStatus,
  type PushSubscriptionEvent,
} from '../../machines/push-subscription.machine';
import { createGate } from './support/gate';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';

const m = notificationMessages.push;

type ModelEvent =
  | PushSubscriptionEvent
  | { type: 'xstate.done.actor.readPushStatus'; output: PushStatus }
  | { type: 'xstate.error.actor.readPushStatus' }
  | { type: 'xstate.done.actor.enablePush'; output: PushStatus }
  | { type: 'xstate.error.actor.enablePush' }
  | { type: 'xstate.done.actor.disablePush' }
  | { type: 'xstate.error.actor.disablePush' };

const statuses: PushStatus[] = ['on', 'off', 'denied', 'unsupported'];

const { paths, coverage } = modelPaths<ModelEvent>(pushSubscriptionMachine, {
  events: [
    { type: 'push.enable' },
    { type: 'push.disable' },
    { type: 'push.retry' },
    ...statuses.map((output) => ({ type: 'xstate.done.actor.readPushStatus' as const, output })),
    { type: 'xstate.error.actor.readPushStatus' },
    ...statuses
      .filter((s) => s !== 'unsupported')
      .map((output) => ({ type: 'xstate.done.actor.enablePush' as const, output })),
    { type: 'xstate.error.actor.enablePush' },
    { type: 'xstate.done.actor.disablePush' },
    { type: 'xstate.error.actor.disablePush' },
  ],
});

// Mantine's label element holds the description too, so the name starts with the label.
const toggle = () => screen.getByRole('switch', { name: (name) => name.startsWith(m.label) });

function expectState(state: ModelStep<ModelEvent>['state']) {
  if (state.matches('unsupported')) {
    expect(screen.getByText(m.unsupported)).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
    return;
  }
  if (state.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent(m.failed);
    expect(screen.getByRole('button', { name: m.retry })).toBeEnabled();
    return;
  }
  const on = state.matches('subscribed') || state.matches('leaving');
  expect(toggle()).toHaveProperty('checked', on);
  const idle = state.matches('off') || state.matches('subscribed');
  if (idle) expect(toggle()).toBeEnabled();
  else expect(toggle()).toBeDisabled();
  if (state.matches('denied')) expect(screen.getByRole('status')).toHaveTextContent(m.denied);
  else expect(screen.queryByText(m.denied)).toBeNull();
  if (state.matches('checking')) expect(screen.getByText(m.checking)).toBeVisible();
  if (state.matches('off')) expect(screen.getByText(m.offHint)).toBeVisible();
  if (state.matches('subscribed')) expect(screen.getByText(m.onHint)).toBeVisible();
}

describe('push subscription flow (model-based, rendered)', () => {
  itCoversTheModel('push-subscription', coverage);

  it.each(pathCases(paths))('%s', async (_, path) => {
    const status = createGate<void, PushStatus>();
    const enable = createGate<void, PushStatus>();
    const disable = createGate<void, void>();
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <PushSwitch device={{ status: status.call, enable: enable.call, disable: disable.call }} />
      </MantineProvider>,
    );
    expectState(path.start);
    // Nothing is asked of the browser until the person acts: only the status is read.
    expect(enable.calls).toEqual([]);
    for (const step of path.steps) {
      const { event } = step;
      if (event.type === 'push.enable' || event.type === 'push.disable') await user.click(toggle());
      else if (event.type === 'push.retry') await user.click(screen.getByRole('button', { name: m.retry }));
      else if (event.type === 'xstate.done.actor.readPushStatus') await status.resolve(event.output);
      else if (event.type === 'xstate.error.actor.readPushStatus')
        await status.reject(new Error('sin worker'));
      else if (event.type === 'xstate.done.actor.enablePush') await enable.resolve(event.output);
      else if (event.type === 'xstate.error.actor.enablePush') await enable.reject(new Error('Sin conexión'));
      else if (event.type === 'xstate.done.actor.disablePush') await disable.resolve();
      else await disable.reject(new Error('Sin conexión'));
      expectState(step.state);
    }
  });
});
