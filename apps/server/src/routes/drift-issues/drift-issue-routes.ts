import {
  bulkUpdateDriftIssueStatusRequestSchema,
  bulkUpdateDriftIssueStatusResponseSchema,
  createDriftIssueCommentRequestSchema,
  driftIssueActivityResponseSchema,
  driftIssueCommentListResponseSchema,
  driftIssueCommentResponseSchema,
  driftIssueDiffResponseSchema,
  driftIssueExportQuerySchema,
  driftIssueListQuerySchema,
  driftIssueListResponseSchema,
  driftIssueParamsSchema,
  driftIssueResponseSchema,
  driftIssueStatsQuerySchema,
  driftIssueStatsResponseSchema,
  driftIssueTrendQuerySchema,
  driftIssueTrendResponseSchema,
  routes,
  structuredDiffResponseSchema,
  updateDriftIssueStatusRequestSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../server-context.js';
import { addIssueComment } from '../../services/drift-issues/add-issue-comment.js';
import { bulkChangeIssueStatus } from '../../services/drift-issues/bulk-change-issue-status.js';
import { changeIssueStatus } from '../../services/drift-issues/change-issue-status.js';
import { exportDriftIssues } from '../../services/drift-issues/export-drift-issues.js';
import { getDriftIssue } from '../../services/drift-issues/get-drift-issue.js';
import { getDriftIssueStats } from '../../services/drift-issues/get-drift-issue-stats.js';
import { getIssueDiff } from '../../services/drift-issues/get-issue-diff.js';
import { getStructuredIssueDiff } from '../../services/drift-issues/get-structured-issue-diff.js';
import { listDriftIssueActivity } from '../../services/drift-issues/list-drift-issue-activity.js';
import { listDriftIssues } from '../../services/drift-issues/list-drift-issues.js';
import { listIssueComments } from '../../services/drift-issues/list-issue-comments.js';
import { getDriftIssueTrend } from '../../services/drift-issues/query-drift-issue-trend.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

export const driftIssueRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['drift issues'], security: bearerSecurity };
  const params = driftIssueParamsSchema;

  app.get(
    routes.driftIssues.list,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'A page of the organization\'s issues, newest first. A filter value of "all" is ignored.',
        querystring: driftIssueListQuerySchema,
        response: { 200: driftIssueListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      listDriftIssues(context, { organizationId: request.scope.organizationId, query: request.query }),
  );

  app.get(
    routes.driftIssues.stats,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: 'Totals by status and severity, optionally for one repository.',
        querystring: driftIssueStatsQuerySchema,
        response: { 200: driftIssueStatsResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      getDriftIssueStats(context, { organizationId: request.scope.organizationId, query: request.query }),
  );

  app.get(
    routes.driftIssues.trend,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Per UTC day of the last `days` (7 to 365, default 30, today included): issues open or in progress at the end of the day, and issues created and resolved that day, for the whole organization or one of its repositories.',
        querystring: driftIssueTrendQuerySchema,
        response: { 200: driftIssueTrendResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      getDriftIssueTrend(context, { organizationId: request.scope.organizationId, query: request.query }),
  );

  app.get(
    routes.driftIssues.export,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: 'Every issue the filters match (up to 50,000) as CSV (default) or JSON, as a download.',
        querystring: driftIssueExportQuerySchema,
        response: {
          200: z.string().describe('drift-issues-export.csv or drift-issues-export.json'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await exportDriftIssues(context, {
        organizationId: request.scope.organizationId,
        query: request.query,
      });
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .type(file.contentType)
        .serializer((payload: unknown) => String(payload))
        .send(file.body);
    },
  );

  app.patch(
    routes.driftIssues.bulkStatus,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Sets one status on several issues; all must belong to the organization or nothing changes (404).',
        body: bulkUpdateDriftIssueStatusRequestSchema,
        response: { 200: bulkUpdateDriftIssueStatusResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { issue_ids: ids, ...status } = request.body;
      return bulkChangeIssueStatus(context, { scope: request.scope, ids, ...status });
    },
  );

  app.get(
    routes.driftIssues.issue,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: 'One issue by id or key (DRIFT-42), with metadata and the alerts sent about it.',
        params,
        response: { 200: driftIssueResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      getDriftIssue(context, { organizationId: request.scope.organizationId, idOrKey: request.params.id }),
  );

  app.patch(
    routes.driftIssues.status,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Changes the status; resolved records resolved_at, resolved_by and the optional resolution.',
        params,
        body: updateDriftIssueStatusRequestSchema,
        response: { 200: driftIssueResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = request;
      return changeIssueStatus(context, { scope, idOrKey: request.params.id, ...request.body });
    },
  );

  app.get(
    routes.driftIssues.comments,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        params,
        response: { 200: driftIssueCommentListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      listIssueComments(context, {
        organizationId: request.scope.organizationId,
        idOrKey: request.params.id,
      }),
  );

  app.post(
    routes.driftIssues.comments,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        params,
        body: createDriftIssueCommentRequestSchema,
        response: { 201: driftIssueCommentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const comment = await addIssueComment(context, {
        scope: request.scope,
        idOrKey: request.params.id,
        comment: request.body.comment,
      });
      return reply.status(201).send(comment);
    },
  );

  app.get(
    routes.driftIssues.activity,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Every change to the issue, oldest first (the newest 500): detections, re-openings, status changes with who and why, comments, alerts sent and tracker pushes.',
        params,
        response: { 200: driftIssueActivityResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      listDriftIssueActivity(context, {
        organizationId: request.scope.organizationId,
        idOrKey: request.params.id,
      }),
  );

  app.get(
    routes.driftIssues.diff,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: "The files changed by the issue's commit, with patches.",
        params,
        response: { 200: driftIssueDiffResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      getIssueDiff(context, { organizationId: request.scope.organizationId, idOrKey: request.params.id }),
  );

  app.get(
    routes.driftIssues.structuredDiff,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'The diff as hunks and numbered lines, with the concerns (functions, classes, exports) the drift involves.',
        params,
        response: { 200: structuredDiffResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      getStructuredIssueDiff(context, {
        organizationId: request.scope.organizationId,
        idOrKey: request.params.id,
      }),
  );
};
