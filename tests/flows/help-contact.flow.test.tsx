import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HelpContactForm } from '@/features/help/components/help-contact-form';
import { HelpServicesProvider } from '@/features/help/help-services';
import { helpMessages as m } from '@/features/help/messages';
import {
  helpContactMachine,
  type HelpContactEvent,
  type HelpContactPayload,
} from '../../machines/help-contact.machine';
import { createGate } from './support/gate';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';

const payload: HelpContactPayload = {
  name: 'Ana Ruiz',
  businessName: 'Café Arcoíris',
  email: 'ana@correo.mx',
  message: 'Necesito ayuda para cambiar mi correo.',
};

/** The gateway's refusal when this address sent too many messages this hour. */
const tooMany = Object.assign(new Error(m.tooMany), { responseCode: '29' });

type ModelEvent =
  | HelpContactEvent
  | { type: 'xstate.done.actor.sendHelpContact' }
  | { type: 'xstate.error.actor.sendHelpContact'; error: Error };

const { paths, coverage } = modelPaths<ModelEvent>(helpContactMachine, {
  events: [
    { type: 'contact.submit', payload },
    { type: 'contact.again' },
    { type: 'xstate.done.actor.sendHelpContact' },
    { type: 'xstate.error.actor.sendHelpContact', error: new Error(m.failed) },
    { type: 'xstate.error.actor.sendHelpContact', error: tooMany },
  ],
  simple: true,
});

const field = (label: string) => screen.getByLabelText(label, { exact: false });

function expectState(state: ModelStep<ModelEvent>['state']) {
  if (state.matches('sent')) {
    expect(screen.getByRole('status')).toHaveTextContent(m.sent);
    expect(screen.getByRole('button', { name: m.form.again })).toBeVisible();
    return;
  }
  expect(screen.getByRole('button', { name: m.form.send })).toBeVisible();
  if (state.matches('failed')) expect(screen.getByRole('alert')).toHaveTextContent(m.failed);
  else expect(screen.queryByText(m.failed)).toBeNull();
  if (state.matches('tooMany')) expect(screen.getByRole('alert')).toHaveTextContent(m.tooMany);
  else expect(screen.queryByText(m.tooMany)).toBeNull();
  if (state.matches('sending'))
    expect(screen.getByRole('button', { name: m.form.send })).toHaveAttribute('data-loading');
}

/** The form with a gate in place of the gateway, and a person to fill it. */
function renderForm() {
  const send = createGate<HelpContactPayload, void>();
  render(
    <MantineProvider env="test">
      <HelpServicesProvider services={{ sendHelpContact: send.call }}>
        <HelpContactForm />
      </HelpServicesProvider>
    </MantineProvider>,
  );
  return { send, user: userEvent.setup() };
}

describe('help contact flow (model-based, rendered)', () => {
  itCoversTheModel('help-contact', coverage);

  it('refuses an invalid form with the messages of the rules, sending nothing', async () => {
    const { send, user } = renderForm();
    await user.type(field(m.form.email), 'ana@');
    await user.type(field(m.form.message), 'corto');
    await user.click(screen.getByRole('button', { name: m.form.send }));
    expect(screen.getByText(m.errors.name)).toBeVisible();
    expect(screen.getByText(m.errors.email)).toBeVisible();
    expect(screen.getByText(m.errors.message)).toBeVisible();
    expect(send.calls).toEqual([]);
  });

  it.each(pathCases(paths))('%s', async (_, path) => {
    const { send, user } = renderForm();
    expectState(path.start);
    for (const step of path.steps) {
      if (step.event.type === 'contact.submit') {
        if ((field(m.form.name) as HTMLInputElement).value === '') {
          await user.type(field(m.form.name), payload.name);
          await user.type(field(m.form.businessName), payload.businessName);
          await user.type(field(m.form.email), payload.email);
          await user.type(field(m.form.message), payload.message);
        }
        await user.click(screen.getByRole('button', { name: m.form.send }));
        expect(send.input).toEqual(payload);
      } else if (step.event.type === 'contact.again') {
        await user.click(screen.getByRole('button', { name: m.form.again }));
        expect((field(m.form.name) as HTMLInputElement).value).toBe('');
      } else if (step.event.type === 'xstate.done.actor.sendHelpContact') await send.resolve();
      else {
        await send.reject(step.event.error);
        expect((field(m.form.name) as HTMLInputElement).value).toBe(payload.name);
      }
      expectState(step.state);
    }
  });
});
