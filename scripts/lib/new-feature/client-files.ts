import type { AreaNames } from './names';

/** The area's client feature: its query options, texts, page and routes; with a statechart, its services. */

function apiFile({ name, camel }: AreaNames, machine: boolean): string {
  if (machine) {
    return `import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';

/** The calls of ${name}: its statechart reaches them through its services (./${name}-services). */
export const ${camel}Calls = {
  loadItems: () => unwrap(api.GET('/${name}')),
};
`;
  }
  return `import { api } from '@/api/client';
import { readQuery } from '@/api/read-query';

/** Query options and writes of ${name}: the only place its query keys are written. */
export const ${camel}Queries = {
  all: ['${name}'] as const,
  items: () => readQuery([...${camel}Queries.all, 'items'], () => api.GET('/${name}')),
};
`;
}

function messagesFile({ name, camel, pascal }: AreaNames, machine: boolean): string {
  const failure = machine
    ? `
  failed: 'No se pudo cargar',
  retry: 'Volver a intentar',`
    : '';
  return `/** Every text of ${name}, exactly as the spec writes it. */
export const ${camel}Messages = {
  title: '${pascal}',
  loading: 'Cargando',
  empty: 'Aún no hay nada aquí.',${failure}
} as const;
`;
}

function listFile({ name, camel, pascal }: AreaNames): string {
  return `import { List, Text } from '@mantine/core';
import type { ${pascal}Item } from '@openapi/schema';
import { ${camel}Messages } from '../messages';

/** The items of ${name}, or a line saying there are none yet. */
export function ${pascal}List({ items }: { items: ${pascal}Item[] }) {
  if (items.length === 0) return <Text>{${camel}Messages.empty}</Text>;
  return (
    <List>
      {items.map((item) => (
        <List.Item key={item.id}>{item.title}</List.Item>
      ))}
    </List>
  );
}
`;
}

function pageFile({ name, camel, pascal }: AreaNames): string {
  return `import { Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ${camel}Queries } from './api';
import { ${pascal}List } from './components/${name}-list';
import { ${camel}Messages } from './messages';

/** The page of ${name}. */
export default function ${pascal}Page() {
  const { data: items } = useQuery(${camel}Queries.items());
  return (
    <Stack gap="md" py="md">
      <Title order={1}>{${camel}Messages.title}</Title>
      {items === undefined ? <Loader aria-label={${camel}Messages.loading} /> : <${pascal}List items={items} />}
    </Stack>
  );
}
`;
}

/** The page of an area with a statechart: what it shows follows the machine's state. */
function machinePageFile({ name, camel, pascal }: AreaNames): string {
  return `import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { ${pascal}List } from './components/${name}-list';
import { use${pascal} } from './flows/${name}.impl';
import { ${camel}Messages } from './messages';

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
      {snapshot.matches('ready') && <${pascal}List items={snapshot.context.items} />}
    </Stack>
  );
}
`;
}

function servicesFile({ name, camel, pascal }: AreaNames): string {
  return `import { servicesContext } from '@/shared/services-context';
import type { ${pascal}Item } from '../../../machines/${name}.machine';
import { ${camel}Calls } from './api';

/** What the ${name} statechart calls; tests pass fakes, the app the gateway. */
interface ${pascal}Services {
  loadItems(): Promise<${pascal}Item[]>;
}

const context = servicesContext<${pascal}Services>(${camel}Calls);
export const ${pascal}ServicesProvider = context.Provider;
export const use${pascal}Services = context.useServices;
`;
}

function implFile({ name, camel, pascal }: AreaNames): string {
  return `import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { ${camel}Machine } from '../../../../machines/${name}.machine';
import { use${pascal}Services } from '../${name}-services';

/** The ${name} statechart with the gateway (or a test's fake) behind its actor. */
export function use${pascal}() {
  const { loadItems } = use${pascal}Services();
  const [machine] = useState(() =>
    ${camel}Machine.provide({ actors: { load: fromPromise(() => loadItems()) } }),
  );
  return useMachine(machine, { inspect: devInspector });
}
`;
}

function routesFile({ name, camel }: AreaNames): string {
  return `import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';
import { ${camel}Messages } from './messages';

/** The pages of ${name}: the route tables are derived from this list (\`npm run areas\`). */
export const ${camel}Routes: FeatureRoute[] = siteRoutes('member', [
  { path: '/${name}', title: ${camel}Messages.title, page: () => import('./${name}.page') },
]);
`;
}

export function clientFiles(names: AreaNames, machine: boolean): Record<string, string> {
  const folder = `src/features/${names.name}`;
  const files: Record<string, string> = {
    [`${folder}/api.ts`]: apiFile(names, machine),
    [`${folder}/messages.ts`]: messagesFile(names, machine),
    [`${folder}/${names.name}.page.tsx`]: machine ? machinePageFile(names) : pageFile(names),
    [`${folder}/routes.ts`]: routesFile(names),
    [`${folder}/components/${names.name}-list.tsx`]: listFile(names),
  };
  if (machine) {
    files[`${folder}/${names.name}-services.tsx`] = servicesFile(names);
    files[`${folder}/flows/${names.name}.impl.ts`] = implFile(names);
  }
  return files;
}
