import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CardForm, CardVerification } from '@/features/directory/api';
import { directoryMessages as m } from '@/features/directory/messages';
import {
  RegistrationWizard,
  type RegistrationData,
  type RegistrationStart,
} from '@/features/directory/registration/registration-wizard';
import type { RegistrationServices } from '@/features/directory/registration/registration-services';
import { directoryRegistrationMachine } from '../../machines/directory-registration.machine';
import type {
  DirectoryRegistrationEvent,
  DirectoryRegistrationInput,
  SaveEntryInput,
} from '../../machines/directory-registration.types';
import { sampleAdditional, sampleCard, samplePersonal } from '../../machines/directory-registration.samples';
import { createGate } from './support/gate';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel } from './support/model-suite';

const r = m.registration;
const offline = new Error('Sin conexión');
type Actor = 'saveEntry' | 'saveCardEntry' | 'tokenizeCard' | 'verifyCard';
type ModelEvent =
  | DirectoryRegistrationEvent
  | { type: `xstate.done.actor.${'saveEntry' | 'saveCardEntry'}`; output: number }
  | { type: 'xstate.done.actor.tokenizeCard'; output: null }
  | { type: 'xstate.done.actor.verifyCard'; output: CardVerification }
  | { type: `xstate.error.actor.${Actor}`; error: Error };

const EDITED_ID = 77;
const editing: DirectoryRegistrationInput = {
  directoryInfoId: EDITED_ID,
  monthlyPrice: 199,
  freePosting: false,
};

const { paths, coverage } = modelPaths<ModelEvent, DirectoryRegistrationInput>(directoryRegistrationMachine, {
  inputs: [{ directoryInfoId: null, monthlyPrice: 0, freePosting: false }, editing],
  events: [
    { type: 'package.choose', directoryTypeId: 2, monthlyPrice: 199 },
    { type: 'package.choose', directoryTypeId: 1, monthlyPrice: 0 },
    { type: 'personal.next', values: samplePersonal },
    { type: 'additional.submit', values: sampleAdditional },
    { type: 'card.submit', card: { cardType: '001', lastFour: '1111' } },
    { type: 'wizard.back' },
    { type: 'xstate.done.actor.saveEntry', output: 1201 },
    { type: 'xstate.done.actor.saveCardEntry', output: 1201 },
    { type: 'xstate.done.actor.tokenizeCard', output: null },
    {
      type: 'xstate.done.actor.verifyCard',
      output: { responseCode: '7', urlRedirect: '/api/sandbox/card/t' },
    },
    { type: 'xstate.done.actor.verifyCard', output: { responseCode: '8', urlRedirect: null } },
    { type: 'xstate.done.actor.verifyCard', output: { responseCode: '3', urlRedirect: null } },
    { type: 'xstate.error.actor.saveEntry', error: offline },
    { type: 'xstate.error.actor.saveCardEntry', error: offline },
    { type: 'xstate.error.actor.tokenizeCard', error: offline },
    { type: 'xstate.error.actor.verifyCard', error: offline },
  ],
});

const data: RegistrationData = {
  types: [
    {
      directoryTypeId: 1,
      directoryTypeName: 'Básico',
      shortDescription: 'Sin costo',
      description: 'Una imagen.',
      monthlyPrice: 0,
      benefits: ['Una imagen'],
      quantityImage: 1,
    },
    {
      directoryTypeId: 2,
      directoryTypeName: 'Emprendedor',
      shortDescription: 'Más imágenes',
      description: 'Por @Amount al mes.',
      monthlyPrice: 199,
      benefits: ['Tres imágenes'],
      quantityImage: 3,
    },
  ],
  settings: {
    customizeValues: { NoPost: 0, NoDaysGrace: 15, Amount: 199, AmountToVerify: 10, FreePost: 0 },
    directoryInfoCount: 0,
    directoryInfoExceptionFreePost: false,
    hasTax: true,
  },
  categories: [{ categoryServiceId: 3, name: 'Alimentos' }],
  states: [{ id: 14, description: 'Jalisco' }],
};

const blankPersonal = {
  ...samplePersonal,
  FullName: '',
  Email: '',
  Phone: '',
  Location: '',
  CategoryServiceId: 0,
  SubCategoryServiceId: 0,
};
const blankAdditional = { ...sampleAdditional, DirectoryDescription: '', Instagram: '' };

function fakeServices() {
  const gates = {
    save: createGate<SaveEntryInput, number>(),
    tokenize: createGate<{ id: number; card: CardForm }, void>(),
    verify: createGate<number, CardVerification>(),
  };
  const services: RegistrationServices = {
    loadSubCategories: async (categoryId) => [
      { subCategoryServiceId: 302, categoryServiceId: categoryId, name: 'Repostería' },
    ],
    saveEntry: gates.save.call,
    tokenizeCard: (id, card) => gates.tokenize.call({ id, card }),
    verifyCard: gates.verify.call,
    goTo: vi.fn(),
  };
  return { gates, services };
}
type App = ReturnType<typeof fakeServices> & { user: UserEvent };

/** The control whose label starts with `label` (a required one ends with ' *'). */
const labelled = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

async function fill(user: UserEvent, label: string, value: string) {
  const input = labelled(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

async function perform({ event }: ModelStep<ModelEvent>, app: App) {
  const { user, gates } = app;
  const f = m.fields;
  if (event.type.startsWith('xstate.')) {
    const actor = event.type.split('.').pop() as Actor;
    const gate =
      actor === 'tokenizeCard' ? gates.tokenize : actor === 'verifyCard' ? gates.verify : gates.save;
    if ('error' in event) return gate.reject(event.error);
    return (gate.resolve as (v: unknown) => Promise<void>)('output' in event ? event.output : undefined);
  }
  switch (event.type) {
    case 'package.choose': {
      const name = event.directoryTypeId === 2 ? 'Emprendedor' : 'Básico';
      return user.click(screen.getByRole('button', { name: r.choose(name) }));
    }
    case 'personal.next':
      await fill(user, f.FullName, samplePersonal.FullName);
      await fill(user, f.Email, samplePersonal.Email);
      await fill(user, f.Phone, samplePersonal.Phone);
      await fill(user, f.Location, samplePersonal.Location);
      await user.selectOptions(labelled(f.CategoryServiceId), '3');
      await screen.findByRole('option', { name: 'Repostería' });
      await user.selectOptions(labelled(f.SubCategoryServiceId), '302');
      return user.click(screen.getByRole('button', { name: r.next }));
    case 'additional.submit': {
      await fill(user, f.DirectoryDescription, sampleAdditional.DirectoryDescription);
      await fill(user, f.Instagram, sampleAdditional.Instagram);
      const submit = screen.getByRole('button', { name: new RegExp(`^(${r.next}|${r.save})$`) });
      await user.click(submit);
      if (gates.save.waiting) {
        expect(gates.save.input.draft.additional).toMatchObject({ Instagram: sampleAdditional.Instagram });
      }
      return;
    }
    case 'card.submit':
      for (const field of [
        'firstName',
        'LastName',
        'cardNumber',
        'cvv',
        'CardExpirationMonth',
        'CardExpirationYear',
        'City',
        'Street',
        'streetNumber',
        'PostalCode',
      ] as const) {
        await fill(user, f[field], String(sampleCard[field]));
      }
      await user.selectOptions(labelled(f.countryStateId), '14');
      await user.click(screen.getByRole('button', { name: r.verify }));
      return;
    case 'wizard.back':
      return user.click(screen.getByRole('button', { name: r.back }));
  }
}

type Snapshot = ModelStep<ModelEvent>['state'];

function expectState(state: Snapshot, app: App, input: DirectoryRegistrationInput) {
  const heading = (name: string) => expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
  const saving = state.hasTag('saving');
  const error = state.context.error as string | null;
  if (state.matches('choosingPackage')) heading(r.choosePackage);
  if (state.matches('personal')) {
    heading(r.steps[1]);
    expect(screen.queryByRole('button', { name: r.back }) === null).toBe(input.directoryInfoId !== null);
  }
  if (state.matches('additional')) {
    heading(r.steps[2]);
    const needsCard = state.context.monthlyPrice > 0 && !state.context.freePosting;
    const submit = screen.getByRole('button', { name: needsCard ? r.next : r.save });
    expect(submit.hasAttribute('data-loading')).toBe(saving);
    if (saving) expect(app.gates.save.input.directoryInfoId).toBe(input.directoryInfoId);
  }
  if (state.matches('card')) {
    heading(r.steps[3]);
    expect(screen.getByText(r.cardNote('$10'))).toBeVisible();
    expect(screen.getByRole('button', { name: r.verify }).hasAttribute('data-loading')).toBe(saving);
    if (state.matches({ card: 'tokenizing' })) {
      // The number reaches the tokenize call only; the machine holds the last four digits.
      expect(app.gates.tokenize.input.card).toMatchObject({
        cardNumber: sampleCard.cardNumber,
        cardType: '001',
      });
      expect(JSON.stringify(state.context)).not.toContain(sampleCard.cardNumber);
    }
  }
  const cardTexts: Record<string, string> = { refused: m.card.refused, saveFailed: m.card.saveFailed };
  if (error && !state.matches('finished')) {
    expect(screen.getByRole('alert')).toHaveTextContent(cardTexts[error] ?? error);
  } else {
    expect(screen.queryByRole('alert')).toBeNull();
  }
  if (state.matches('redirecting')) {
    expect(screen.getByRole('status')).toHaveTextContent(r.redirecting);
    expect(app.services.goTo).toHaveBeenCalledWith('/api/sandbox/card/t');
  } else {
    expect(app.services.goTo).not.toHaveBeenCalled();
  }
  if (state.matches('finished')) {
    heading(r.doneTitle);
    expect(screen.getByRole('status')).toHaveTextContent(input.directoryInfoId ? r.updated : r.added);
    if (state.context.cardVerified) expect(screen.getByRole('status')).toHaveTextContent(m.card.verified);
    expect(screen.getByRole('link', { name: r.toDirectory })).toHaveAttribute('href', '/directory');
    expect(screen.getByRole('link', { name: r.toProfile })).toHaveAttribute('href', '/profile');
  }
}

function renderWizard(input: DirectoryRegistrationInput, services: RegistrationServices) {
  const start: RegistrationStart = {
    input,
    directoryTypeId: input.directoryInfoId ? 2 : null,
    personal: input.directoryInfoId ? samplePersonal : blankPersonal,
    additional: input.directoryInfoId ? sampleAdditional : blankAdditional,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <RegistrationWizard start={start} data={data} services={services} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('directory registration (model-based, rendered)', () => {
  itCoversTheModel('directory-registration', coverage);

  it.each(paths.map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => {
      const app = { ...fakeServices(), user: userEvent.setup() };
      renderWizard(path.input, app.services);
      expectState(path.start, app, path.input);
      for (const step of path.steps) {
        await perform(step, app);
        expectState(step.state, app, path.input);
      }
    },
    30_000,
  );
});
