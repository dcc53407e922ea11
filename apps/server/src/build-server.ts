import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '@driftwatch/db';
import { createMailer, type Mailer } from '@driftwatch/integrations/email';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAuthentication } from './auth/register-authentication.js';
import type { AppConfig } from './config/app-config.js';
import { registerErrorHandler } from './http/error-handler.js';
import { serializeError, serializeRequest } from './http/redact-log.js';
import { registerNoStore } from './http/register-no-store.js';
import { registerOpenApi } from './http/register-openapi.js';
import { registerUnstorableTextCheck } from './http/reject-unstorable-text.js';
import { serveWebApp } from './http/serve-web-app.js';
import type { JobQueueOptions } from './jobs/create-job-queue.js';
import { startJobs } from './jobs/start-jobs.js';
import { stopJobs } from './jobs/stop-jobs.js';
import { createServerContext } from './process/create-server-context.js';
import { registerRoutes } from './routes/register-routes.js';
import { type Clock, type ServerContext, systemClock, type WebhookPolicy } from './server-context.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the routes and jobs of this server share, for code that acts beside HTTP (tests). */
    serverContext: ServerContext;
  }
}

export interface ServerDependencies {
  config: AppConfig;
  /** The handle, not just `db`: jobs and live updates need the driver (pg-boss, LISTEN/NOTIFY). */
  database: DatabaseHandle;
  /** Defaults to SMTP or the outbox, as configured. */
  mailer?: Mailer;
  clock?: Clock;
  /** Pass false to silence request logs (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logDestination?: { write(line: string): void };
  /** Run job workers and the scheduler in this process (default: unless `config.role` is web). */
  runWorkers?: boolean;
  /** Polling and retry overrides for the job queue (tests). */
  jobs?: JobQueueOptions | undefined;
  /** Webhook delivery overrides (tests deliver to local servers). */
  webhooks?: Partial<WebhookPolicy> | undefined;
}

/** apps/web/dist, found from this file whether it runs from src/ or dist/. */
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** JSON bodies above this size are refused before parsing. */
const bodyLimitBytes = 64 * 1024;

export async function buildServer(dependencies: ServerDependencies): Promise<FastifyInstance> {
  const { config } = dependencies;
  const app = Fastify({
    logger:
      dependencies.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest, err: (error) => serializeError(error) },
            ...(dependencies.logDestination ? { stream: dependencies.logDestination } : {}),
          },
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: other bodies are refused before validation.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerUnstorableTextCheck(app);
  registerNoStore(app);

  const mailer =
    dependencies.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
    });

  const runWorkers = dependencies.runWorkers ?? config.role !== 'web';
  const context = await createServerContext({
    config,
    database: dependencies.database,
    mailer,
    clock: dependencies.clock ?? systemClock,
    logger: app.log,
    schedule: runWorkers,
    jobs: dependencies.jobs,
    webhooks: dependencies.webhooks,
  });
  app.addHook('onReady', async () => startJobs(context, { runWorkers }));
  app.addHook('onClose', async () => {
    // Jobs first: a notification job still running may be sending mail.
    await stopJobs(context);
    if (!dependencies.mailer) await mailer.close();
  });
  app.decorate('serverContext', context);
  registerAuthentication(app, context);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // Google avatars and data: URLs for generated images.
        'img-src': ["'self'", 'data:', 'https:'],
        // A self-hosted server on plain http (a LAN address) would break if browsers upgraded its requests.
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
  });
  await registerOpenApi(app);

  await registerRoutes(app, context);

  await serveWebApp(app, config.webDistDir ?? defaultWebDistDir);
  return app;
}
