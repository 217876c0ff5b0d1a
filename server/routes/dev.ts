import { listOutbox } from '../mail/mailer.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** Development helpers (tag "dev"): never registered in production mode. */
export function devHandlers({ db }: Services) {
  return {
    getDevOutbox: async () => listOutbox(db),
  } satisfies Partial<HandlerMap>;
}
