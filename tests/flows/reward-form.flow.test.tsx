import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { operatorMessages as m } from '@/features/operator-rewards/messages';
import { OperatorServicesProvider } from '@/features/operator-rewards/operator-services';
import RewardDetailsPage from '@/features/operator-rewards/reward-details.page';
import { routePatterns } from '@/shared/routing';
import {
  rewardFormMachine,
  type RewardFormEvent,
  type RewardSaved,
} from '../../machines/reward-form.machine';
import { createGate } from './support/gate';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel } from './support/model-suite';

// The form's queries read these instead of the gateway: an existing reward (no files needed) and its catalogues.
vi.mock('@/api/client', () => {
  const reward = {
    rewardProductId: 4,
    title: 'Dos boletos de cine',
    titleAdmin: 'Cine 2x1',
    description: 'Dos boletos',
    points: 800,
    lowStock: 2,
    popUpText: 'Presenta el cupón',
    urlImage: '/files/rewards/cine.svg',
    urlPdf: '/files/rewards/cupon-demo.pdf',
    isBarCode: false,
    isVisible: true,
    posX: 30,
    posY: 95,
    fontSize: 18,
    restriction: '',
    twoValidation: false,
    rewardProviderId: 2,
    rewardCategoryId: 1,
    active: true,
    providerName: 'Cine Diverso',
    categoryDescription: 'Experiencias',
    stock: 20,
  };
  const replies: Record<string, unknown> = {
    '/BackOffice/RewardProduct/{id}': reward,
    '/BackOffice/RewardProduct/Catalogs': {
      rewardProvider: [{ value: 2, label: 'Cine Diverso' }],
      rewardCategory: [{ value: 1, label: 'Experiencias' }],
    },
  };
  return {
    api: {
      GET: async (path: string) => ({
        data: { responseCode: '00', responseMessage: '', data: replies[path] },
        response: new Response(),
      }),
    },
  };
});

const wrongSize: RewardSaved = { rewardProductId: 4, isValidSize: false, restriction: m.imageSize };
const rightSize: RewardSaved = { rewardProductId: 4, isValidSize: true, restriction: m.imageSize };
const failure = 'El peso del archivo excede los 2MB';

type ModelEvent =
  | RewardFormEvent
  | { type: 'xstate.done.actor.saveReward'; output: RewardSaved }
  | { type: 'xstate.error.actor.saveReward'; error: Error };

const { paths, coverage } = modelPaths<ModelEvent>(rewardFormMachine, {
  simple: true,
  events: [
    { type: 'reward.submit', form: new FormData() },
    { type: 'reward.acknowledge' },
    { type: 'xstate.done.actor.saveReward', output: rightSize },
    { type: 'xstate.done.actor.saveReward', output: wrongSize },
    { type: 'xstate.error.actor.saveReward', error: new Error(failure) },
  ],
});

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

function renderForm() {
  const save = createGate<FormData, RewardSaved>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/operator/details-reward/4']}>
          <OperatorServicesProvider services={{ saveReward: save.call }}>
            <Routes>
              <Route path={routePatterns.operator.rewardDetails} element={<RewardDetailsPage />} />
              <Route path="*" element={null} />
            </Routes>
            <Where />
          </OperatorServicesProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return save;
}

const route = () => screen.getByRole('status', { name: 'ruta' });

function expectState(state: ModelStep<ModelEvent>['state']) {
  if (state.matches('saved')) return expect(route()).toHaveTextContent('/operator/controlreward/1');
  expect(route()).toHaveTextContent('/operator/details-reward/4');
  if (state.matches('warned')) {
    const dialog = within(screen.getByRole('dialog', { name: m.sizeWarningTitle }));
    return expect(dialog.getByText(m.imageSize)).toBeVisible();
  }
  expect(screen.queryByRole('dialog')).toBeNull();
  const save = screen.getByRole('button', { name: m.save });
  if (state.matches('saving')) return expect(save).toHaveAttribute('data-loading', 'true');
  if (state.matches('failed')) expect(screen.getByRole('alert')).toHaveTextContent(failure);
  else expect(screen.queryByRole('alert')).toBeNull();
}

describe('reward form flow (model-based, rendered)', () => {
  itCoversTheModel('reward-form', coverage);

  it.each(
    paths.map(
      (path) =>
        [
          path.steps
            .map((s) =>
              'output' in s.event ? `${s.event.type}(${s.event.output.isValidSize})` : s.event.type,
            )
            .join(' → ') || 'inicio',
          path,
        ] as const,
    ),
  )('%s', async (_, path) => {
    const user = userEvent.setup();
    const save = renderForm();
    await screen.findByDisplayValue('Dos boletos de cine');
    expectState(path.start);
    for (const step of path.steps) {
      const event = step.event;
      if (event.type === 'reward.submit') {
        await user.click(screen.getByRole('button', { name: m.save }));
        expect(save.input.get('rewardProductId')).toBe('4');
        expect(save.input.get('title')).toBe('Dos boletos de cine');
      } else if (event.type === 'reward.acknowledge') {
        await user.click(screen.getByRole('button', { name: m.understood }));
      } else if (event.type === 'xstate.done.actor.saveReward') {
        await save.resolve(event.output);
      } else {
        await save.reject(event.error);
      }
      expectState(step.state);
    }
  });
});
