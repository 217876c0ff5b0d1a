import { join, resolve } from 'node:path';
import { buildApp } from './app.js';
import { createPasswordHasher } from './auth/passwords.js';
import { systemClock } from './clock.js';
import { configFromEnv } from './config.js';
import type { Database } from './db/database.js';
import { openPglite } from './db/pglite-database.js';
import { openPostgres } from './db/postgres-database.js';
import { DEMO_PASSWORD, demoPeople } from './db/seed/demo-people.js';
import { prepareDatabase } from './db/prepare-database.js';
import { RedisUnreachable } from './live/redis-bus.js';
import { startRetentionJob } from './retention/retention-job.js';

const port = Number(process.env.PORT ?? 8080);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const staticDir = resolve(import.meta.dirname, '..', 'dist');
const config = configFromEnv(process.env, dataDir, staticDir, port);

const db: Database = process.env.DATABASE_URL
  ? await openPostgres({ connectionString: process.env.DATABASE_URL })
  : await openPglite(join(dataDir, 'pglite'));
const seeded = await prepareDatabase(db, createPasswordHasher(config.passwordCost), systemClock);
const app = await buildApp({ db, config }).catch(async (error: unknown) => {
  // A wrong REDIS_URL is one line and a non-zero exit, not a stack trace (decision 0281).
  if (!(error instanceof RedisUnreachable)) throw error;
  console.error(error.message);
  await db.close();
  process.exit(1);
});

// The served portal removes daily what its companies keep for a limited time (decision 0308); tests call the job.
const stopRetention = startRetentionJob(db, systemClock, (error) =>
  app.log.error({ err: error }, 'retention not applied'),
);

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  stopRetention();
  await app.close();
  await db.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
const store = db.kind === 'pglite' ? `PGlite en ${join(dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)';
const width = Math.max(...demoPeople.map((p) => p.email.length));
console.log(
  [
    `Muro Pride en http://localhost:${port}`,
    `Base de datos: ${store}${seeded ? ' (datos de demostración creados)' : ''}`,
    config.production ? 'Modo producción' : '',
    config.smtpUrl
      ? 'Correos: enviados por SMTP (SMTP_URL)'
      : `Correos: guardados en ${config.outboxDir}${config.production ? '' : ` y en http://localhost:${port}/api/dev/outbox (solo desde este equipo)`}`,
    config.paymentsSandbox ? 'Pagos: proveedor de prueba activo (PAYMENTS_SANDBOX)' : '',
    config.redisUrl ? 'Eventos en vivo: compartidos por Redis (REDIS_URL)' : '',
    `Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`,
    ...demoPeople.map((p) => `  ${p.email.padEnd(width)}  ${p.roleName} · ${p.note}`),
  ]
    .filter(Boolean)
    .join('\n'),
);
