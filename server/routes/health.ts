import { databaseAnswers } from '../db/ping-store.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** How long the database may take to answer before the health check calls it down. */
const DATABASE_BOUND_MS = 1000;

/** GET /api/health for load balancers (decision 0281): 503 only when the database does not answer. */
export function healthHandlers({ db, config, mailer, live }: Services) {
  return {
    async getHealth({ reply }) {
      const database = (await databaseAnswers(db, DATABASE_BOUND_MS)) ? 'up' : 'down';
      const busState = live.state();
      const redis = busState === 'alone' ? 'unused' : busState;
      const lastSend = mailer.lastOutcome();
      const status =
        database === 'down' ? 'down' : redis === 'down' || lastSend === 'failed' ? 'degraded' : 'ok';
      if (database === 'down') reply.code(503);
      reply.header('cache-control', 'no-store');
      return {
        status,
        database,
        redis,
        mail: { delivery: config.smtpUrl ? 'smtp' : 'outbox', lastSend },
        version: config.buildVersion,
      };
    },
  } satisfies Partial<HandlerMap>;
}
