import { camelCase } from '../case-names';

/** The files of a new area, by path from the repository root: minimal content that compiles and lints. */

const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function isFeatureName(name: string): boolean {
  return KEBAB_CASE.test(name);
}

/** `job-bank` → `JobBank`. */
function pascalCase(name: string): string {
  const camel = camelCase(name);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

function apiFile(name: string): string {
  const camel = camelCase(name);
  return `import { queryOptions } from '@tanstack/react-query';

/**
 * Query options and mutations of ${name}: the only place its query keys are written. Replace the placeholder
 * with \`unwrap(api.GET(...))\` (from \`@/api/client\` and \`@/api/envelope\`) once the contract has the operation.
 */
export const ${camel}Queries = {
  all: () =>
    queryOptions({
      queryKey: ['${name}'],
      queryFn: () => Promise.resolve<string[]>([]),
    }),
};
`;
}

function messagesFile(name: string, machine: boolean): string {
  const camel = camelCase(name);
  const states = machine
    ? `
  loading: 'Cargando',
  failed: 'No se pudo cargar',
  retry: 'Volver a intentar',`
    : '';
  return `/** Every text of ${name}, exactly as the spec writes it. */
export const ${camel}Messages = {
  title: '${pascalCase(name)}',${states}
} as const;
`;
}

function pageFile(name: string): string {
  const camel = camelCase(name);
  const pascal = pascalCase(name);
  return `import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ${camel}Queries } from './api';
import { ${camel}Messages } from './messages';

/** The page of ${name}. */
export default function ${pascal}Page() {
  useQuery(${camel}Queries.all());
  return (
    <Stack gap="md" py="md">
      <Title order={1}>{${camel}Messages.title}</Title>
    </Stack>
  );
}
`;
}

/** The page of an area with a statechart: what it shows follows the machine's state. */
function machinePageFile(name: string): string {
  const camel = camelCase(name);
  const pascal = pascalCase(name);
  return `import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { ${camel}Messages } from './messages';
import { use${pascal} } from './flows/${name}.impl';

/** The page of ${name}. */
export default function ${pascal}Page() {
  const [snapshot, send] = use${pascal}();
  return (
    <Stack gap="md" py="md">
      <Title order={1}>{${camel}Messages.title}</Title>
      {snapshot.matches('loading') && <Loader aria-label={${camel}Messages.loading} />}
      {snapshot.matches('failed') && (
        <Alert color="red" title={${camel}Messages.failed}>
          <Button onClick={() => send({ type: '${name}.retry' })}>{${camel}Messages.retry}</Button>
        </Alert>
      )}
    </Stack>
  );
}
`;
}

function machineFile(name: string): string {
  const camel = camelCase(name);
  return `import { fromPromise, setup } from 'xstate';
import type { MachineMeta } from './machine-meta';
import type { ErrorSamples } from './samples';

export const ${camel}Machine = setup({
  types: {
    events: {} as { type: '${name}.retry' },
  },
  actors: {
    load: fromPromise<void>(async () => {
      throw new Error('load is provided by the app');
    }),
  },
}).createMachine({
  id: '${camel}',
  meta: {
    title: '${pascalCase(name)}',
    area: '${pascalCase(name)}',
    description: 'Qué hace ${name}, en un párrafo en español para diseño y QA.',
    samples: {
      'xstate.error.actor.load': [{ error: { message: 'No se pudo cargar' } }],
    },
  } satisfies MachineMeta<undefined, ErrorSamples<'load'>>,
  initial: 'loading',
  states: {
    loading: {
      invoke: { id: 'load', src: 'load', onDone: 'ready', onError: 'failed' },
    },
    ready: {},
    failed: {
      on: { '${name}.retry': 'loading' },
    },
  },
});
`;
}

function implFile(name: string): string {
  const camel = camelCase(name);
  const pascal = pascalCase(name);
  return `import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ${camel}Machine } from '../../../../machines/${name}.machine';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { ${camel}Queries } from '../api';

/** The ${name} statechart with its real actors. */
export function use${pascal}() {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    ${camel}Machine.provide({
      actors: {
        load: fromPromise(async () => {
          await queryClient.fetchQuery(${camel}Queries.all());
        }),
      },
    }),
  );
  return useMachine(machine, { inspect: devInspector });
}
`;
}

function routesFile(name: string): string {
  return `import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';
import { ${camelCase(name)}Messages } from './messages';

/** The pages of ${name}: the route tables are derived from this list (\`npm run areas\`). */
export const ${camelCase(name)}Routes: FeatureRoute[] = siteRoutes('member', [
  { path: '/${name}', title: ${camelCase(name)}Messages.title, page: () => import('./${name}.page') },
]);
`;
}

/** Paths (from the repository root) and contents of a new area; with \`machine\`, its statechart too. */
export function featureFiles(name: string, machine: boolean): Record<string, string> {
  const folder = `src/features/${name}`;
  const files: Record<string, string> = {
    [`${folder}/api.ts`]: apiFile(name),
    [`${folder}/messages.ts`]: messagesFile(name, machine),
    [`${folder}/${name}.page.tsx`]: machine ? machinePageFile(name) : pageFile(name),
    [`${folder}/routes.ts`]: routesFile(name),
  };
  if (machine) {
    files[`machines/${name}.machine.ts`] = machineFile(name);
    files[`${folder}/flows/${name}.impl.ts`] = implFile(name);
  } else {
    files[`${folder}/flows/.gitkeep`] = '';
  }
  return files;
}

/** What the generator cannot do without breaking the contract lint or the handler map: the next steps. */
export function nextSteps(name: string, machine: boolean): string[] {
  const steps = [
    `openapi/paths/${name}.yaml: the operations (with x-roles), referenced from openapi/gateway.yaml; then npm run api:types`,
    `server/: migration, store (SQL only), service (rules, ownership, domain errors), handlers in server/routes/${name}.ts and the area's manifest server/routes/${name}.area.ts; then npm run areas`,
    `src/features/${name}/routes.ts: the page's pattern (in src/shared/routing when other areas link to it), its site and title; its URL in tests/app/spec-routes.ts when the spec lists it`,
    'tests/server (both stores, typed client), tests/flows (model-based walker), e2e spec with axe',
  ];
  if (machine) {
    steps.splice(
      3,
      0,
      `machines/${name}.machine.ts: its title, area and description in meta (the studio lists it from the generated machines/registry.generated.ts); then npm run statecharts and npm run paths -- --all`,
    );
  }
  return steps;
}
