import { basename } from 'node:path';
import { camelCase } from '../case-names';
import { filesMatching, type GeneratedIndex } from './generated-index';

const MANIFEST = /\.area\.ts$/;

/**
 * `server/areas.generated.ts`: every gateway area's manifest (`server/routes/<area>.area.ts`) and the handler
 * map spread from them, still checked with `satisfies HandlerMap` so a missing operation fails to compile.
 */
export const gatewayAreasIndex: GeneratedIndex = {
  output: 'server/areas.generated.ts',
  render(root) {
    const areas = filesMatching(root, 'server/routes', MANIFEST).map((path) => ({
      path,
      constant: `${camelCase(basename(path).replace(MANIFEST, ''))}Area`,
    }));
    const imports = areas.map(
      ({ path, constant }) =>
        `import { ${constant} } from './${path.replace(/^server\//, '').replace(/\.ts$/, '.js')}';`,
    );
    return `import type { HandlerMap } from './routes/handler.js';
import type { Services } from './services.js';
${imports.join('\n')}

/** Every area of the gateway, one a contract file of openapi/paths. */
export const gatewayAreas = [${areas.map((area) => area.constant).join(', ')}];

/** Every operation's handler. \`satisfies HandlerMap\` makes a missing operation a compile error. */
export function createHandlers(services: Services) {
  return {
${areas.map((area) => `    ...${area.constant}.handlers(services),`).join('\n')}
  } satisfies HandlerMap;
}
`;
  },
};
