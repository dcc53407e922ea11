import {
  dashboardActivityQuerySchema,
  dashboardActivityResponseSchema,
  dashboardNotificationsResponseSchema,
  dashboardRepositoriesResponseSchema,
  dashboardStatsResponseSchema,
  routes,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { getDashboardStats } from '../../services/dashboard/get-dashboard-stats.js';
import { listDashboardActivity } from '../../services/dashboard/list-dashboard-activity.js';
import { listRecentNotifications } from '../../services/dashboard/list-recent-notifications.js';
import { listRepositoryHealth } from '../../services/dashboard/list-repository-health.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

/** One call per panel of the Dashboard and Monitoring screens, each for the caller's organization. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['dashboard'], security: bearerSecurity };

  app.get(
    routes.dashboard.stats,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Issue totals (open means open or in progress), repositories per status, scans running and failed in the last 7 days.',
        response: { 200: dashboardStatsResponseSchema, ...errorResponses },
      },
    },
    async (request) => getDashboardStats(context, { organizationId: request.scope.organizationId }),
  );

  app.get(
    routes.dashboard.activity,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          "People's changes to issues (status changes, comments, tracker pushes) and scans with their outcome, newest first, a page at a time.",
        querystring: dashboardActivityQuerySchema,
        response: { 200: dashboardActivityResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      listDashboardActivity(context, { organizationId: request.scope.organizationId, query: request.query }),
  );

  app.get(
    routes.dashboard.repositories,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Each repository with its status, last scan, next scheduled scan and open drift per severity; most urgent first.',
        response: { 200: dashboardRepositoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => listRepositoryHealth(context, { organizationId: request.scope.organizationId }),
  );

  app.get(
    routes.dashboard.notifications,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'The newest 20 alert deliveries and failures, and the sent and failed totals of the last 7 days.',
        response: { 200: dashboardNotificationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listRecentNotifications(context, { organizationId: request.scope.organizationId }),
  );
};
