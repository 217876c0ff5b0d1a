import { clientFiles } from './client-files';
import { contractFiles } from './contract-files';
import { gatewayFiles } from './gateway-files';
import { machineFiles } from './machine-files';
import type { AreaNames } from './names';

/**
 * The files of a new area, by path from the repository root: a contract, a gateway area with its test, a
 * client feature and, with `machine`, a statechart with its model-based test. Together they pass every check
 * of `npm test` as they are (scripts/check-new-feature.ts proves it on a copy of the tree).
 */
export function featureFiles(names: AreaNames, machine: boolean): Record<string, string> {
  return {
    ...contractFiles(names),
    ...gatewayFiles(names),
    ...clientFiles(names, machine),
    ...(machine ? machineFiles(names) : {}),
  };
}

/** What the area needs next, once its skeleton is green: the real work, in the order of the guide. */
export function nextSteps({ name }: AreaNames, machine: boolean): string[] {
  const steps = [
    `openapi/paths/${name}.yaml and openapi/components/${name}.yaml: the area's real operations (x-roles where only some roles may call them); then npm run api:types`,
    `server/: a migration, server/${name}/ with its store (SQL only) and service (rules, ownership, domain errors), the handlers in server/routes/${name}.ts; a seed or uploads in server/routes/${name}.area.ts; then npm run areas`,
    `src/features/${name}/routes.ts: the page's pattern (in src/shared/routing when other areas link to it), its site and title; its URL in tests/app/spec-routes.ts when the spec lists it`,
    `tests/server/${name}.test.ts on both stores, and an e2e spec with axe`,
  ];
  if (machine) {
    steps.splice(
      3,
      0,
      `machines/${name}.machine.ts: the flow's states, with its title, area and description in meta; tests/flows/${name}.flow.test.tsx walks it over the page; then npm run statecharts and npm run paths -- --all`,
    );
  }
  return steps;
}
