import type { uploadRules } from '../../domain/upload-rules.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/**
 * Demo data of one area, added to a database that already has the company and its people. Each checks its
 * own tables, so an area that arrives later still seeds a database created before it.
 */
type AreaSeed = (db: Database, clock: Clock) => Promise<void>;

/** An operation with file fields; its rules are shared with the client in domain/upload-rules.ts. */
type UploadOperation = keyof typeof uploadRules;

/**
 * One area of the gateway (decision 0292): `server/routes/<name>.area.ts`, named like its contract file
 * `openapi/paths/<name>.yaml` and the OpenAPI tag of its operations. `npm run areas` joins every manifest in
 * `server/areas.generated.ts`, which derives the handler map, the seed list and the upload rules.
 */
export interface Area<H extends Partial<HandlerMap> = Partial<HandlerMap>> {
  name: string;
  /** The handlers of the contract file's operations. */
  handlers(services: Services): H;
  /**
   * Demo data; seeds run by ascending `order` after the company and its people, so a seed that needs another
   * area's data gets a higher number.
   */
  seed?: { order: number; run: AreaSeed };
  /** The operations of the area that take files. */
  uploads?: readonly UploadOperation[];
}

type HandlerPart = (services: Services) => Partial<HandlerMap>;
type Joined<P extends readonly HandlerPart[]> = P extends readonly [
  infer First extends HandlerPart,
  ...infer Rest extends readonly HandlerPart[],
]
  ? ReturnType<First> & Joined<Rest>
  : unknown;

/** The handlers of an area whose operations are written in several files, each file's kept typed. */
export function joinHandlers<const P extends readonly HandlerPart[]>(
  ...parts: P
): (services: Services) => Joined<P> {
  return (services) => Object.assign({}, ...parts.map((part) => part(services))) as Joined<P>;
}

/** A manifest, typed so the generated index keeps each handler's own operation. */
export function defineArea<const H extends Partial<HandlerMap>>(area: Area<H>): Area<H> {
  return area;
}
