import type { FastifyPluginAsync } from 'fastify';
import type { CoreLoop } from '../../jobs/create-core-loop.js';
import { driftIssueRoutesPlugin } from '../drift-issues/drift-issue-routes.js';
import { liveRoutesPlugin } from '../live/live-routes.js';
import { notificationChannelRoutes } from './notification-channel-routes.js';
import { repositoryInspectRoutes } from './repository-inspect-routes.js';
import { repositoryRoutesPlugin } from './repository-routes.js';

/**
 * Repositories, scans, drift issues and live updates: the routes, plus the job queue, started
 * when the server is ready and stopped when it closes.
 */
export const coreLoopPlugin: FastifyPluginAsync<{ coreLoop: CoreLoop }> = async (app, { coreLoop }) => {
  const { context } = coreLoop;
  app.addHook('onReady', async () => coreLoop.start());
  app.addHook('onClose', async () => coreLoop.stop());
  await app.register(repositoryRoutesPlugin, { context });
  await app.register(repositoryInspectRoutes, { context });
  await app.register(notificationChannelRoutes, { context });
  await app.register(driftIssueRoutesPlugin, { context });
  await app.register(liveRoutesPlugin, { context });
};
