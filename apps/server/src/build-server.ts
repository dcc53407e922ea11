import { fileURLToPath } from 'node:url';
import type { Database, DatabaseHandle } from '@driftwatch/db';
import { createMailer, type Mailer } from '@driftwatch/integrations/email';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/app-config.js';
import { registerErrorHandler } from './http/error-handler.js';
import { serializeError, serializeRequest } from './http/redact-log.js';
import { registerNoStore } from './http/register-no-store.js';
import { registerOpenApi } from './http/register-openapi.js';
import { registerUnstorableTextCheck } from './http/reject-unstorable-text.js';
import { serveWebApp } from './http/serve-web-app.js';
import { createCoreLoop } from './jobs/create-core-loop.js';
import type { JobQueueOptions } from './jobs/create-job-queue.js';
import { authRoutes } from './routes/auth/auth-routes.js';
import { feedbackRoutes } from './routes/feedback/feedback-routes.js';
import { plansRoutes } from './routes/plans/plans-routes.js';
import { coreLoopPlugin } from './routes/repositories/core-loop-plugin.js';
import { setupRoutes } from './routes/setup/setup-routes.js';
import { teamsRoutes } from './routes/teams/teams-routes.js';
import { userRoutes } from './routes/user/user-routes.js';
import { type Clock, type ServerContext, systemClock } from './server-context.js';

export interface ServerDependencies {
  config: AppConfig;
  db: Database;
  /** Defaults to SMTP or the outbox, as configured. */
  mailer?: Mailer;
  clock?: Clock;
  /** Pass false to silence request logs (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logDestination?: { write(line: string): void };
  /** The database handle: enables repositories, scans, drift issues and live updates (jobs need the driver). */
  database?: DatabaseHandle;
  /** Run job workers and the scheduler in this process (default: unless `config.role` is web). */
  runWorkers?: boolean;
  /** Polling and retry overrides for the job queue (tests). */
  jobs?: JobQueueOptions;
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
  app.decorateRequest('authentication', null);
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
  if (!dependencies.mailer) app.addHook('onClose', async () => mailer.close());

  const context: ServerContext = {
    config,
    db: dependencies.db,
    mailer,
    clock: dependencies.clock ?? systemClock,
  };

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

  await app.register(authRoutes, { context });
  await app.register(userRoutes, { context });
  await app.register(setupRoutes, { context });
  await app.register(teamsRoutes, { context });
  await app.register(plansRoutes, { context });
  await app.register(feedbackRoutes, { context });
  if (dependencies.database) {
    const coreLoop = await createCoreLoop({
      context,
      database: dependencies.database,
      logger: app.log,
      runWorkers: dependencies.runWorkers ?? config.role !== 'web',
      ...(dependencies.jobs ? { jobs: dependencies.jobs } : {}),
    });
    await app.register(coreLoopPlugin, { coreLoop });
  }

  await serveWebApp(app, config.webDistDir ?? defaultWebDistDir);
  return app;
}
