import type { AreaNames } from './names';

/** The area's gateway side: its handlers, its manifest and a gateway test over both stores. */

function handlersFile({ name, camel, pascal }: AreaNames): string {
  return `import { ok } from '../http/envelope.js';
import type { HandlerMap } from './handler.js';

/**
 * The handlers of openapi/paths/${name}.yaml. They take the gateway's services (\`Services\` from
 * ../services.js) once they read the area's store in server/${name}/.
 */
export function ${camel}Handlers() {
  return {
    async list${pascal}() {
      return ok([]);
    },
  } satisfies Partial<HandlerMap>;
}
`;
}

function manifestFile({ name, camel }: AreaNames): string {
  return `import { defineArea } from './area.js';
import { ${camel}Handlers } from './${name}.js';

export const ${camel}Area = defineArea({
  name: '${name}',
  handlers: ${camel}Handlers,
});
`;
}

function gatewayTestFile({ name, pascal }: AreaNames): string {
  return `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/contract.js';
import { login, type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe.each(stores)('${name} on $name', (store) => {
  let t: TestApp;
  let member: Session;
  beforeAll(async () => {
    t = await createTestApp(store);
    member = await login(t.app, 'miembro@demo.muropride.mx');
  });
  afterAll(() => t.close());

  it('lists the items of the caller’s company', async () => {
    const { body } = await call(t.app, 'GET', '/${name}', { token: member.token });
    expect(body.responseCode).toBe('00');
    expect(body.data).toEqual([]);
  });

  it('refuses a visitor', async () => {
    const { status } = await call(t.app, 'GET', '/${name}');
    expect(status, 'list${pascal} needs a session').toBe(401);
  });
});
`;
}

export function gatewayFiles(names: AreaNames): Record<string, string> {
  return {
    [`server/routes/${names.name}.ts`]: handlersFile(names),
    [`server/routes/${names.name}.area.ts`]: manifestFile(names),
    [`tests/server/${names.name}.test.ts`]: gatewayTestFile(names),
  };
}
