import type { AreaNames } from './names';

/** The area's statechart, with its texts in meta, and the model-based test that walks it over the page. */

function machineFile({ name, camel, pascal }: AreaNames): string {
  return `import { assign, setup } from 'xstate';
import type { components } from '../openapi/generated/schema';
import type { MachineMeta } from './machine-meta';
import type { DoneSamples, ErrorSamples } from './samples';
import { appProvided } from './shared/app-provided';

export type ${pascal}Item = components['schemas']['${pascal}Item'];

export const ${camel}Machine = setup({
  types: {
    context: {} as { items: ${pascal}Item[] },
    events: {} as { type: '${name}.retry' },
  },
  actors: {
    load: appProvided<${pascal}Item[]>('load'),
  },
}).createMachine({
  id: '${camel}',
  meta: {
    title: '${pascal}',
    area: '${pascal}',
    description: 'Carga los elementos de ${name} y los muestra; si falla, ofrece volver a intentar.',
    samples: {
      'xstate.done.actor.load': [{ output: [{ id: 1, title: 'Primer elemento' }] }],
      'xstate.error.actor.load': [{ error: { message: 'No se pudo cargar' } }],
    },
  } satisfies MachineMeta<undefined, DoneSamples<{ load: ${pascal}Item[] }> & ErrorSamples<'load'>>,
  context: { items: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: {
      on: { '${name}.retry': 'loading' },
    },
  },
});
`;
}

function flowTestFile({ name, camel, pascal }: AreaNames): string {
  return `import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { ${pascal}ServicesProvider } from '@/features/${name}/${name}-services';
import ${pascal}Page from '@/features/${name}/${name}.page';
import { ${camel}Messages as m } from '@/features/${name}/messages';
import { ${camel}Machine, type ${pascal}Item } from '../../machines/${name}.machine';
import { createGate } from './support/gate';
import { renderAsMember } from './support/render-member';
import { coverageLine, modelPaths, type ModelStep } from './support/test-model';

type ModelEvent =
  | { type: 'xstate.done.actor.load' }
  | { type: 'xstate.error.actor.load' }
  | { type: '${name}.retry' };

const { paths, coverage } = modelPaths<ModelEvent>(${camel}Machine, {
  events: [{ type: 'xstate.done.actor.load' }, { type: 'xstate.error.actor.load' }, { type: '${name}.retry' }],
});

const items: ${pascal}Item[] = [{ id: 1, title: 'Primer elemento' }];

function expectState(state: ModelStep<ModelEvent>['state']) {
  if (state.matches('loading')) return expect(screen.getByLabelText(m.loading)).toBeInTheDocument();
  if (state.matches('failed')) return expect(screen.getByRole('button', { name: m.retry })).toBeVisible();
  expect(within(screen.getByRole('list')).getByText('Primer elemento')).toBeVisible();
}

describe('${name} flow (model-based, rendered)', () => {
  afterAll(() => console.log(coverageLine('${name}', coverage)));

  it('covers every state and transition', () => expect(coverage.missing).toEqual([]));

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path] as const))(
    '%s',
    async (_, path) => {
      const load = createGate<void, ${pascal}Item[]>();
      renderAsMember(
        <${pascal}ServicesProvider services={{ loadItems: () => load.call() }}>
          <${pascal}Page />
        </${pascal}ServicesProvider>,
      );
      expectState(path.start);
      for (const step of path.steps) {
        if (step.event.type === 'xstate.done.actor.load') await load.resolve(items);
        else if (step.event.type === 'xstate.error.actor.load') await load.reject(new Error('caída'));
        else await userEvent.click(screen.getByRole('button', { name: m.retry }));
        expectState(step.state);
      }
    },
  );
});
`;
}

export function machineFiles(names: AreaNames): Record<string, string> {
  return {
    [`machines/${names.name}.machine.ts`]: machineFile(names),
    [`tests/flows/${names.name}.flow.test.tsx`]: flowTestFile(names),
  };
}
