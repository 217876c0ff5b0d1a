import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminTalkQueries, type AdminTalkModel } from '@/features/admin-talks/api';
import { TalkForm } from '@/features/admin-talks/components/talk-form';
import { adminTalkMessages as m } from '@/features/admin-talks/messages';
import { todayInCompany } from '@/shared/format';
import { adminTalkFormMachine, type AdminTalkFormEvent } from '../../machines/admin-talk-form.machine';
import { createGate } from './support/gate';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';

type ModelEvent =
  | AdminTalkFormEvent
  | { type: 'xstate.done.actor.saveTalk'; output: string }
  | { type: 'xstate.error.actor.saveTalk'; error: Error };

const refusal = 'La imagen excede las dimensiones permitidas';
const { paths, coverage } = modelPaths<ModelEvent>(adminTalkFormMachine, {
  events: [
    { type: 'talk.submit' },
    { type: 'talk.cancel' },
    { type: 'xstate.done.actor.saveTalk', output: m.created },
    { type: 'xstate.error.actor.saveTalk', error: new Error(refusal) },
  ],
  simple: true,
});

type Save = [AdminTalkModel, File | null, boolean];

function renderForm() {
  const save = createGate<Save, string>();
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(adminTalkQueries.addressed().queryKey, false);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <TalkForm talk={null} save={(...args) => save.call(args)} onDone={onDone} onCancel={onCancel} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { save, onDone, onCancel };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const today = todayInCompany();
const image = new File([new Uint8Array([137, 80, 78, 71])], 'evento.png', { type: 'image/png' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(m.form.title), 'Orgullo en el trabajo');
  await user.type(field(m.form.url), 'https://www.youtube.com/embed/aqz-KE-bpKQ');
  await user.type(field(m.form.startDate), today);
  await user.type(field(m.form.eventDate), today);
  await user.type(field(m.form.time), '18:30');
  await user.click(screen.getByLabelText(m.form.duration, { exact: false, selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: m.hours(2) }));
  // Mantine's FileInput is a button over a hidden file input, which receives the file.
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  await user.upload(input, image);
}

function expectState(state: ModelStep<ModelEvent>['state'], effects: ReturnType<typeof renderForm>) {
  if (state.matches('saved')) return expect(effects.onDone).toHaveBeenCalledWith(m.created);
  if (state.matches('left')) return expect(effects.onCancel).toHaveBeenCalledTimes(1);
  expect(effects.onDone).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { name: m.form.newTitle })).toBeVisible();
  if (state.matches('refused')) expect(screen.getByRole('alert')).toHaveTextContent(refusal);
  else expect(screen.queryByRole('alert')).toBeNull();
  if (state.matches('saving'))
    expect(screen.getByRole('button', { name: m.form.save })).toHaveAttribute('data-loading');
}

describe('admin Pride Talks form flow (model-based, rendered)', () => {
  itCoversTheModel('admin-talk-form', coverage);

  it('shows the rules of spec 002 §5 and saves nothing while they fail', async () => {
    const effects = renderForm();
    const user = userEvent.setup();
    await user.type(field(m.form.title), ' Charla');
    await user.click(screen.getByRole('button', { name: m.form.save }));
    expect(screen.getByText(m.errors.leadingSpace)).toBeVisible();
    expect(screen.getAllByText(m.errors.required).length).toBeGreaterThan(0);
    expect(screen.getByText(m.errors.imageMissing)).toBeVisible();
    expect(field(m.form.eventDate)).toBeDisabled();
    expect(effects.save.calls).toEqual([]);
  });

  it.each(pathCases(paths))('%s', async (_, path) => {
    const effects = renderForm();
    const user = userEvent.setup();
    expectState(path.start, effects);
    let filled = false;
    for (const step of path.steps) {
      const event = step.event;
      if (event.type === 'talk.submit') {
        if (!filled) await fill(user);
        filled = true;
        await user.click(screen.getByRole('button', { name: m.form.save }));
        const [model, file, calendar] = effects.save.input;
        expect(model).toMatchObject({
          title: 'Orgullo en el trabajo',
          conferenceDate: `${today}T18:30`,
          duration: 2,
          reward: 0,
        });
        expect(file?.name).toBe('evento.png');
        expect(calendar).toBe(false);
      } else if (event.type === 'talk.cancel')
        await user.click(screen.getByRole('button', { name: m.form.cancel }));
      else if (event.type === 'xstate.done.actor.saveTalk') await effects.save.resolve(event.output);
      else await effects.save.reject(event.error);
      expectState(step.state, effects);
    }
  });
});
