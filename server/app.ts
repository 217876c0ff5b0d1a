import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { systemClock, type Clock } from './clock.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerStaticFiles } from './http/static-files.js';
import { createOutboxMailer, type Mailer } from './mail/mailer.js';
import { createAjv } from './openapi/ajv.js';
import { loadDocument, type OpenApiDocument } from './openapi/document.js';
import { defaultMultipartLimits } from './openapi/multipart.js';
import { registerOperations } from './openapi/registrar.js';
import { createHandlers } from './routes/index.js';
import { uploadRules } from './routes/upload-rules.js';
import { createServices } from './services.js';
import { registerUploadFiles } from './uploads/upload-files.js';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** Defaults to the outbox (stored, and printed outside production). */
  mailer?: Mailer;
  clock?: Clock;
  /** Defaults to openapi/generated/gateway.deref.json. */
  document?: OpenApiDocument;
}

/** The gateway: infrastructure, then services, then the contract's routes, then static files. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });
  const printMail = !config.production && config.logLevel !== 'silent';
  const mailer =
    options.mailer ?? createOutboxMailer(db, clock, printMail ? (text) => console.log(text) : null);
  const services = createServices(db, config, clock, mailer);

  const bodies = createAjv(false);
  const parameters = createAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodies : parameters).compile(schema),
  );
  app.decorateRequest('user', null);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  // Parts are read by the registrar for multipart operations only (docs/decisions/0031-multipart-uploads.md).
  await app.register(fastifyMultipart, { limits: defaultMultipartLimits });
  registerOperations(app, {
    document: options.document ?? loadDocument(),
    handlers: createHandlers(services),
    excludeTags: config.production ? ['dev'] : [],
    tokens: services.accessTokens,
    uploadRules,
    clock,
  });
  await registerUploadFiles(app, config.uploadsDir);
  await registerStaticFiles(app, config.staticDir);
  return app;
}
