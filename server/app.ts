import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { constants as zlibConstants } from 'node:zlib';
import { systemClock, type Clock } from './clock.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { createBackgroundTasks, type BackgroundTasks } from './background-tasks.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerStaticFiles } from './http/static-files.js';
import type { Mailer } from './mail/mailer.js';
import { createOutboxMailer } from './mail/outbox-files.js';
import { createSmtpMailer } from './mail/smtp-mailer.js';
import { watchMailer } from './mail/watched-mailer.js';
import { serializerOf, validatorOf } from './openapi/compiled-schemas.js';
import { loadDocument, type OpenApiDocument } from './openapi/document.js';
import { defaultMultipartLimits } from './openapi/multipart.js';
import { registerOperations } from './openapi/registrar.js';
import { recordWrite } from './audit/audit-recorder.js';
import { createHandlers } from './areas.generated.js';
import { uploadRules } from './routes/upload-rules.js';
import { createServices } from './services.js';
import { endInterruptedUserLoads } from './users/user-load-store.js';
import { checkDefaultCompany } from './companies/tenant.js';
import { firstHomeBannerImage } from './talks/banner-store.js';
import { registerUploadFiles } from './uploads/upload-files.js';
import { createLocalBus, type LiveBus } from './live/live-bus.js';
import { registerLiveHubs } from './live/live-hubs.js';
import { createLivePublisher } from './live/live-publisher.js';
import { createRedisBus } from './live/redis-bus.js';
import { liveNamespace } from './live/live-namespace-store.js';
import { createPushSender } from './push/push-sender.js';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** Defaults to SMTP when configured, else the outbox folder (printed outside production). */
  mailer?: Mailer;
  clock?: Clock;
  /** Defaults to openapi/generated/gateway.deref.json. */
  document?: OpenApiDocument;
  /** Defaults to Redis when REDIS_URL is set, else this process alone. */
  liveBus?: LiveBus;
  /** How often hub connections are checked against their sign-in (tests shorten it). */
  hubSweepMs?: number;
  /** Defaults to tasks whose failures go to the log; tests pass their own to await and check them. */
  background?: BackgroundTasks;
}

/** The gateway: infrastructure, then services, then the contract's routes, then static files. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: proxyTrust(config.trustProxy),
  });
  const mailer = watchMailer(options.mailer ?? defaultMailer(config, clock));
  const bus =
    options.liveBus ??
    (config.redisUrl
      ? await createRedisBus(config.redisUrl, await liveNamespace(db, config.liveNamespace), (line) =>
          app.log.warn(line),
        )
      : createLocalBus());
  app.addHook('onClose', () => bus.close());
  const live = createLivePublisher(bus, db, (error) =>
    app.log.warn({ err: error }, 'live event not published'),
  );
  const push = createPushSender(config.vapid, (error) => app.log.warn({ err: error }, 'push not delivered'));
  const background =
    options.background ??
    createBackgroundTasks((error, name) => app.log.error({ err: error }, `${name} failed`));
  // Work started by a reply ends before the database it uses is closed.
  app.addHook('onClose', () => background.settled());
  const services = createServices(db, config, clock, mailer, live, push, background);

  app.setValidatorCompiler(({ schema, httpPart }) => validatorOf(schema, httpPart !== 'body'));
  app.setSerializerCompiler(({ schema }) => serializerOf(schema));
  app.decorateRequest('user', null);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  // Pages, scripts and API replies travel compressed; brotli at a quality cheap enough to run per reply.
  await app.register(fastifyCompress, {
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Parts are read by the registrar for multipart operations only (docs/decisions/0031-multipart-uploads.md).
  await app.register(fastifyMultipart, { limits: defaultMultipartLimits });
  registerOperations(app, {
    document: options.document ?? loadDocument(),
    handlers: createHandlers(services),
    excludeTags: [...(config.production ? ['dev'] : []), ...(config.paymentsSandbox ? [] : ['sandbox'])],
    tokens: services.accessTokens,
    uploadRules,
    clock,
    onAdministrativeWrite: (request, write) => recordWrite(db, clock, request, write),
  });
  // After the contract is checked, so a gateway that cannot start fails on the contract, not on the data.
  await checkDefaultCompany(db, config.defaultCompanyId);
  const interrupted = await endInterruptedUserLoads(db, clock());
  if (interrupted > 0) app.log.warn({ interrupted }, 'bulk user loads cut off by the last stop ended');
  await registerLiveHubs(app, {
    db,
    bus,
    tokens: services.accessTokens,
    sessions: services.sessions,
    clock,
    sweepMs: options.hubSweepMs,
  });
  await registerUploadFiles(app, config.uploadsDir);
  // Visitors see the default company's banners; a member's own arrive with the page's banners call.
  await registerStaticFiles(app, config.staticDir, () =>
    firstHomeBannerImage(db, config.defaultCompanyId, services.today()),
  );
  return app;
}

function defaultMailer(config: AppConfig, clock: Clock): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  const print = !config.production && config.logLevel !== 'silent';
  return createOutboxMailer(config.outboxDir, clock, print ? (text) => console.log(text) : null);
}

/** A number of proxies becomes Fastify's hop function (its typings take no number). */
function proxyTrust(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
