import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecognitionForm } from '@/features/recognition/components/recognition-form';
import { RecognitionServicesProvider } from '@/features/recognition/recognition-services';
import { recognitionMessages } from '@/features/recognition/messages';
import {
  type RecognitionContext,
  type RecognitionEvent,
  type RecognitionInput,
  type RecognitionOutcome,
  type RecognitionPayload,
} from '../../machines/recognition.machine';
import { fieldLabel } from '../support/field-label';
import { createGate } from './support/gate';
import { type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';
import { recognitionModelPaths } from './recognition-model';

const m = recognitionMessages.form;
const o = recognitionMessages.outcome;

type ModelEvent =
  | RecognitionEvent
  | { type: 'xstate.done.actor.saveRecognition'; output: RecognitionOutcome }
  | { type: 'xstate.error.actor.saveRecognition'; error: Error };

const categories = [{ acknowledgmentTypeId: 4, title: 'Trabajo en equipo' }];
const input: RecognitionInput = {
  destinataries: [
    { userProfileId: 11, firstName: 'Carlos', middleName: 'Eduardo', lastName: 'Mendoza Vázquez' },
    { userProfileId: 12, firstName: 'Sofía', middleName: null, lastName: 'Reyes Castillo' },
  ],
};
const known = 'Sofía Reyes Castillo';
const text = 'Gracias por tu apoyo';
const serverFailure = 'El registro no existe.';

const { paths, coverage } = recognitionModelPaths<ModelEvent>(
  [
    { type: 'recognition.chooseCategory', typeId: 4 },
    { type: 'recognition.typeCollaborator', name: known },
    { type: 'recognition.typeCollaborator', name: 'Nadie Inventado' },
    { type: 'recognition.typeCollaborator', name: '' },
    { type: 'recognition.writeMessage', text },
    { type: 'recognition.writeMessage', text: '   ' },
    { type: 'recognition.submit' },
    { type: 'recognition.dismiss' },
    {
      type: 'xstate.done.actor.saveRecognition',
      output: { responseCode: '00', responseMessage: o.created },
    },
    {
      type: 'xstate.done.actor.saveRecognition',
      output: { responseCode: '03', responseMessage: o.toSelf },
    },
    {
      type: 'xstate.done.actor.saveRecognition',
      output: { responseCode: '04', responseMessage: serverFailure },
    },
    { type: 'xstate.error.actor.saveRecognition', error: new Error('Sin conexión') },
  ],
  input,
);

function renderForm() {
  const gate = createGate<RecognitionPayload, RecognitionOutcome>();
  const queryClient = new QueryClient();
  // The board refreshes its rankings and panel after '00': the form's only cache write.
  const created = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RecognitionServicesProvider services={{ save: gate.call }}>
          <RecognitionForm categories={categories} destinataries={input.destinataries} />
        </RecognitionServicesProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { gate, created, user: userEvent.setup({ delay: null }) };
}
type App = ReturnType<typeof renderForm>;

const field = (label: string) => screen.getByLabelText(fieldLabel(label), { selector: 'input, textarea' });

async function perform(event: ModelEvent, { user, gate }: App) {
  switch (event.type) {
    case 'recognition.chooseCategory': {
      const name = categories[0]?.title;
      // A click on an open list closes it: open it again when its options are not shown.
      await user.click(field(m.category));
      if (!screen.queryByRole('option', { name })) await user.click(field(m.category));
      return user.click(screen.getByRole('option', { name }));
    }
    case 'recognition.typeCollaborator': {
      const input = field(m.collaborator);
      await user.clear(input);
      if (event.name) await user.paste(event.name);
      return user.click(screen.getByRole('heading', { name: m.title }));
    }
    case 'recognition.writeMessage': {
      const input = field(m.message);
      await user.clear(input);
      return user.paste(event.text);
    }
    case 'recognition.submit':
      return user.click(screen.getByRole('button', { name: m.submit }));
    case 'recognition.dismiss':
      return user.click(within(screen.getByRole('dialog')).getByRole('button', { name: m.accept }));
    case 'xstate.done.actor.saveRecognition':
      return gate.resolve(event.output);
    case 'xstate.error.actor.saveRecognition':
      return gate.reject(event.error);
  }
}

/** What a person sees in each state. */
function expectState(state: ModelStep<ModelEvent>['state'], { gate, created }: App) {
  const context = state.context as RecognitionContext;
  const dialog = screen.queryByRole('dialog');
  const outcomes: [string, string][] = [
    ['created', o.created],
    ['toSelf', o.toSelf],
    ['failed', context.failure || o.failed],
  ];
  const shown = outcomes.find(([name]) => state.matches(name));
  if (shown) {
    expect(within(dialog as HTMLElement).getByText(shown[1])).toBeVisible();
    expect(created).toHaveBeenCalledTimes(state.matches('created') ? 1 : 0);
    return;
  }
  expect(dialog).not.toBeInTheDocument();
  const required = screen.queryAllByText(m.required);
  const invalid = screen.queryByText(m.invalidCollaborator);
  const submit = screen.getByRole('button', { name: m.submit });
  if (state.matches('choosingCategory')) {
    expect(field(m.collaborator)).toBeDisabled();
    expect(field(m.message)).toBeDisabled();
    expect(required).toHaveLength(context.attempted ? 1 : 0);
  }
  if (state.matches('matchingCollaborator')) {
    expect(field(m.collaborator)).toBeEnabled();
    expect(field(m.message)).toBeDisabled();
    if (state.matches({ matchingCollaborator: 'invalid' })) {
      expect(invalid).toBeVisible();
      expect(required).toHaveLength(0);
    } else {
      expect(invalid).not.toBeInTheDocument();
      expect(required).toHaveLength(context.attempted ? 1 : 0);
    }
  }
  if (state.matches('writingMessage')) {
    expect(field(m.collaborator)).toHaveValue(known);
    expect(field(m.message)).toBeEnabled();
    expect(invalid).not.toBeInTheDocument();
    const empty = state.matches({ writingMessage: 'empty' });
    expect(required).toHaveLength(context.attempted && empty ? 1 : 0);
    if (!empty) expect(field(m.message)).toHaveValue(text);
  }
  if (state.matches('submitting')) {
    expect(submit).toHaveAttribute('data-loading', 'true');
    expect(gate.input).toEqual({ acknowledgmentTypeId: 4, userProfileTo: 12, text });
  } else expect(submit).not.toHaveAttribute('data-loading');
}

describe('recognition flow (model-based, rendered)', () => {
  itCoversTheModel('recognition', coverage);

  it.each(pathCases(paths))('%s', async (_, path) => {
    const app = renderForm();
    expectState(path.start, app);
    for (const step of path.steps) {
      await perform(step.event, app);
      expectState(step.state, app);
    }
  });
});
