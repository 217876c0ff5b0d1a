import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileMessages as m } from '@/features/profile/messages';
import { OnboardingWizard } from '@/features/profile/wizard/onboarding-wizard';
import { newcomer, withPersonal, withPhoto } from '../../machines/onboarding-profile';
import {
  onboardingMachine,
  type OnboardingEvent,
  type OnboardingInput,
  type OnboardingProfile,
} from '../../machines/onboarding.machine';
import { fakeProfileServices, renderWithProfile } from '../features/profile/fake-profile-services';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel } from './support/model-suite';

const complete = { ...withPhoto, genderIdentityId: 1 };
const offline = new Error('Sin conexión');

type ModelEvent =
  | OnboardingEvent
  | { type: `xstate.done.actor.${'savePersonal' | 'savePhoto' | 'saveFlag'}`; output: OnboardingProfile }
  | { type: `xstate.error.actor.${'savePersonal' | 'savePhoto' | 'saveFlag'}`; error: Error };

const { paths, coverage } = modelPaths<ModelEvent, OnboardingInput>(onboardingMachine, {
  inputs: [
    { profile: newcomer, contentStepComplete: false },
    { profile: withPersonal, contentStepComplete: false },
    { profile: withPersonal, contentStepComplete: true },
    { profile: withPhoto, contentStepComplete: false },
  ],
  simple: false,
  events: [
    {
      type: 'personal.submit',
      values: {
        firstName: 'Luis Ángel',
        middleName: '',
        lastName: 'Torres Méndez',
        birthday: '1999-09-09',
        pronoun: 'Él',
      },
    },
    { type: 'photo.submit', nickname: 'Luis', photo: null },
    { type: 'flag.submit', genderIdentityId: 1 },
    { type: 'wizard.back' },
    { type: 'xstate.done.actor.savePersonal', output: withPersonal },
    { type: 'xstate.done.actor.savePhoto', output: withPhoto },
    { type: 'xstate.done.actor.saveFlag', output: complete },
    { type: 'xstate.error.actor.savePersonal', error: offline },
    { type: 'xstate.error.actor.savePhoto', error: offline },
    { type: 'xstate.error.actor.saveFlag', error: offline },
  ],
});

type App = ReturnType<typeof fakeProfileServices> & { user: UserEvent };
type Snapshot = ModelStep<ModelEvent>['state'];
const photoFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' });
const w = m.wizard;

async function perform({ event }: ModelStep<ModelEvent>, { user, gates }: App) {
  const actor = event.type.split('.').pop();
  const gate = actor === 'saveFlag' ? gates.saveFlag : gates.saveProfile;
  if ('output' in event) return gate.resolve(event.output as never);
  if ('error' in event) return gate.reject(event.error);
  switch (event.type) {
    case 'personal.submit':
      await user.click(screen.getByLabelText(m.fields.pronoun, { exact: false, selector: 'input' }));
      await user.click(await screen.findByRole('option', { name: 'Él' }));
      await user.click(screen.getByRole('button', { name: w.next }));
      expect(gates.saveProfile.input.form).toMatchObject({
        pronoun: 'Él',
        firstName: 'Luis Ángel',
        lastName: 'Torres Méndez',
      });
      return;
    case 'photo.submit': {
      await user.clear(screen.getByRole('textbox', { name: m.fields.nickname }));
      await user.type(screen.getByRole('textbox', { name: m.fields.nickname }), 'Luis');
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('No file input');
      await user.upload(input, photoFile());
      await user.click(screen.getByRole('button', { name: w.save }));
      expect(gates.saveProfile.input.form.nickname).toBe('Luis');
      expect((gates.saveProfile.input.photo as File).name).toBe('foto.png');
      return;
    }
    case 'flag.submit':
      await user.click(await screen.findByRole('radio', { name: 'Orgullo' }));
      await user.click(screen.getByRole('button', { name: w.save }));
      expect(gates.saveFlag.input).toBe(1);
      return;
    case 'wizard.back':
      return user.click(screen.getByRole('button', { name: w.back }));
  }
}

const stepIndex = { personal: 0, photo: 1, flag: 2, done: 3 } as const;
const progressOf = { personal: 0, photo: 40, flag: 70, done: 100 } as const;
const colourOf = { personal: 'gray', photo: 'yellow', flag: 'blue', done: 'green' } as const;

function expectState(state: Snapshot, app: App) {
  const step = (['personal', 'photo', 'flag', 'done'] as const).find((s) => state.matches(s)) ?? 'personal';
  expect(screen.getByRole('heading', { level: 2, name: w.title })).toBeVisible();
  expect(screen.getByText(w.progress(progressOf[step]))).toBeVisible();
  const bar = screen.getByRole('progressbar', { name: w.progress(progressOf[step]) });
  expect(bar).toHaveAttribute('aria-valuenow', String(progressOf[step]));
  expect(bar.getAttribute('style')).toContain(colourOf[step]);
  const nav = screen.getByRole('navigation', { name: w.stepsLabel });
  const current = within(nav).queryByRole('button');
  if (step === 'done') expect(current).toBeNull();
  else expect(current).toHaveAccessibleName(new RegExp(`${w.steps[stepIndex[step]]}.*${w.stateCurrent}`));
  expect(within(nav).queryAllByText(w.stateCompleted)).toHaveLength(stepIndex[step]);
  const heading = step === 'done' ? w.doneTitle : w.steps[stepIndex[step]];
  expect(screen.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  const error = state.context.error as string | null;
  if (error) expect(screen.getByRole('alert')).toHaveTextContent(`${error} ${m.notices.retry}`);
  else expect(screen.queryByRole('alert')).toBeNull();
  expect(app.storage.contentStepComplete).toBe(state.context.contentStepComplete);
  const saving = state.hasTag('saving');
  const submit = { personal: w.next, photo: w.save, flag: w.save, done: null }[step];
  if (submit && saving) expect(screen.getByRole('button', { name: submit })).toHaveAttribute('data-loading');
  if (submit && !saving)
    expect(screen.getByRole('button', { name: submit })).not.toHaveAttribute('data-loading');
  if (step === 'done') {
    expect(screen.getByRole('status')).toHaveTextContent(w.doneText);
    expect(screen.getByRole('button', { name: w.toProfile })).toBeVisible();
  }
}

describe('onboarding wizard (model-based, rendered)', () => {
  itCoversTheModel('onboarding', coverage);

  it.each(paths.map((path) => [`${path.description}`, path] as const))('%s', async (_, path) => {
    const app = { ...fakeProfileServices(), user: userEvent.setup() };
    app.storage.contentStepComplete = path.input.contentStepComplete;
    const onFinish = vi.fn();
    renderWithProfile(<OnboardingWizard profile={path.input.profile} onFinish={onFinish} />, app.services);
    expectState(path.start, app);
    for (const step of path.steps) {
      await perform(step, app);
      expectState(step.state, app);
    }
  });
});
