import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { createBroadcastInspector } from '../../src/shared/inspection/dev-inspector';
import { inspectionChannelName } from '../../src/shared/inspection/inspection-messages';
import { StudioView } from '../../src/studio/components/studio-view';
import { chartTheme } from '../../src/shared/chart/chart-theme';
import { signupMachine } from './fixtures/signup.machine';
import { machineRegistry as fixtureRegistry } from './fixtures/fixture-registry';
import { renderWithMantine } from './render-studio';

describe('live inspection', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  function startAppActor(): AnyActorRef {
    const channel = new BroadcastChannel(inspectionChannelName);
    const machine = signupMachine.provide({
      actors: {
        saveSignup: fromPromise<{ id: string; verified: boolean }, { email: string }>(async () => ({
          id: 'u-9',
          verified: true,
        })),
      },
    });
    const actor = createActor(machine, { inspect: createBroadcastInspector(channel) }).start();
    cleanups.push(() => {
      actor.stop();
      channel.close();
    });
    return actor;
  }

  it("lists the app's running actors and highlights the selected one's state", async () => {
    const actor = startAppActor();
    actor.send({ type: 'terms.accepted' });
    renderWithMantine(<StudioView entries={fixtureRegistry} />);
    await screen.findByRole('img', { name: 'Diagrama de estados: Registro de prueba' }, { timeout: 10_000 });

    const live = screen.getByRole('region', { name: 'En vivo' });
    expect(await within(live).findByText('editing.form.empty, editing.terms.accepted')).toBeVisible();
    fireEvent.click(within(live).getByRole('button', { name: /^Ver en el diagrama signup/ }));
    expect(screen.getByText(/^Estado en vivo .*: editing.form.empty, editing.terms.accepted$/)).toBeVisible();

    actor.send({ type: 'form.changed', email: 'ana@ejemplo.mx' });
    expect(await within(live).findByText('editing.form.filled, editing.terms.accepted')).toBeVisible();
    const diagram = screen.getByRole('img', { name: 'Diagrama de estados: Registro de prueba' });
    const outlined = [...diagram.querySelectorAll(`rect[stroke="${chartTheme.liveStroke}"]`)].map((rect) =>
      rect.closest('[data-state-id]')?.getAttribute('data-state-id'),
    );
    expect(outlined.sort()).toEqual([
      'signup.editing',
      'signup.editing.form',
      'signup.editing.form.filled',
      'signup.editing.terms',
      'signup.editing.terms.accepted',
    ]);
  });
});
