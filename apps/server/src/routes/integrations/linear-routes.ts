import {
  linearIssueCreateRequestSchema,
  linearIssueCreateResponseSchema,
  linearIssueSyncParamsSchema,
  linearIssueSyncResponseSchema,
  linearOauthInitiateRequestSchema,
  linearProjectsQuerySchema,
  linearProjectsResponseSchema,
  linearStatusResponseSchema,
  linearTeamsResponseSchema,
  providerConnectResponseSchema,
  routes,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { startIntegrationConnect } from '../../services/integrations/connect/start-integration-connect.js';
import { getLinearStatus } from '../../services/linear/get-linear-status.js';
import { listLinearProjects } from '../../services/linear/list-linear-projects.js';
import { listLinearTeams } from '../../services/linear/list-linear-teams.js';
import { pushDriftIssueToLinear } from '../../services/linear/push-drift-issue-to-linear.js';
import { syncLinearIssue } from '../../services/linear/sync-linear-issue.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

/** Pushing drift issues to the organization's Linear workspace and reading their state back. */
export const linearRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const common = { tags: ['linear'], security: bearerSecurity };

  app.get(
    routes.linear.status,
    {
      config: { auth: 'organization' },
      schema: { ...common, response: { 200: linearStatusResponseSchema, ...errorResponses } },
    },
    async (request) => getLinearStatus(context, request.scope.organizationId),
  );

  app.post(
    routes.linear.oauthInitiate,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: "Starts Linear's OAuth flow; the browser returns to the page named by source.",
        body: linearOauthInitiateRequestSchema,
        response: { 200: providerConnectResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      startIntegrationConnect(context, {
        provider: 'linear',
        source: request.body.source,
        userId: request.scope.user.id,
        organizationId: request.scope.organizationId,
      }),
  );

  app.get(
    routes.linear.teams,
    {
      config: { auth: 'organization' },
      schema: { ...common, response: { 200: linearTeamsResponseSchema, ...errorResponses } },
    },
    async (request) => listLinearTeams(context, request.scope.organizationId),
  );

  app.get(
    routes.linear.projects,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        querystring: linearProjectsQuerySchema,
        response: { 200: linearProjectsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listLinearProjects(context, request.scope.organizationId, request.query.team_id),
  );

  app.post(
    routes.linear.issues,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          "Creates the drift issue's Linear issue, once: pushing it again answers the same Linear issue with created false.",
        body: linearIssueCreateRequestSchema,
        response: { 200: linearIssueCreateResponseSchema, ...errorResponses },
      },
    },
    async (request) => pushDriftIssueToLinear(context, request.scope, request.body),
  );

  app.post(
    routes.linear.issueSync,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: "Reads the drift issue's Linear issue again and stores its status.",
        params: linearIssueSyncParamsSchema,
        response: { 200: linearIssueSyncResponseSchema, ...errorResponses },
      },
    },
    async (request) => syncLinearIssue(context, request.scope.organizationId, request.params.id),
  );
};
