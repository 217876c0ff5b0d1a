import { Code, HttpError } from '../http/envelope.js';
import { isLoopbackRequest } from '../http/loopback.js';
import { listOutbox } from '../mail/outbox-files.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/**
 * Development helpers (tag "dev"): never registered in production mode, and even then they answer only
 * requests made on this machine; to anyone else they do not exist.
 */
export function devHandlers({ config }: Services) {
  return {
    async getDevOutbox({ request }) {
      if (config.production || !isLoopbackRequest(request)) {
        throw new HttpError(404, Code.notFound, messages.http.notFound);
      }
      return listOutbox(config.outboxDir);
    },
  } satisfies Partial<HandlerMap>;
}
