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
  driftIssueRoutes,
  driftIssueStatsQuerySchema,
  driftIssueStatsResponseSchema,
  driftIssueTrendQuerySchema,
  driftIssueTrendResponseSchema,
  structuredDiffResponseSchema,
  updateDriftIssueStatusRequestSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkChangeIssueStatus, changeIssueStatus } from '../../services/drift-issues/change-issue-status.js';
import { exportDriftIssues } from '../../services/drift-issues/export-drift-issues.js';
import { addIssueComment, listIssueComments } from '../../services/drift-issues/issue-comments.js';
import { listDriftIssueActivity } from '../../services/drift-issues/list-drift-issue-activity.js';
import { getDriftIssueTrend } from '../../services/drift-issues/query-drift-issue-trend.js';
import {
  getDriftIssue,
  getDriftIssueStats,
  listDriftIssues,
} from '../../services/drift-issues/query-drift-issues.js';
import { getIssueDiff, getStructuredIssueDiff } from '../../services/drift-issues/read-issue-diff.js';
import type { CoreLoopContext } from '../../services/repositories/core-loop-context.js';
import { requestScope } from '../repositories/request-scope.js';
import { bearerSecurity, errorResponses, withAuthentication } from '../route-helpers.js';

export const driftIssueRoutesPlugin: FastifyPluginAsyncZod<{ context: CoreLoopContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['drift issues'], security: bearerSecurity };
  app.addHook('preHandler', withAuthentication(context));
  const params = driftIssueParamsSchema;
  const organizationOf = async (request: Parameters<typeof requestScope>[1]) =>
    (await requestScope(context, request)).organizationId;

  app.get(
    driftIssueRoutes.list,
    {
      schema: {
        ...common,
        description:
          'A page of the organization\'s issues, newest first. A filter value of "all" is ignored.',
        querystring: driftIssueListQuerySchema,
        response: { 200: driftIssueListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listDriftIssues(context, await organizationOf(request), request.query),
  );

  app.get(
    driftIssueRoutes.stats,
    {
      schema: {
        ...common,
        description: 'Totals by status and severity, optionally for one repository.',
        querystring: driftIssueStatsQuerySchema,
        response: { 200: driftIssueStatsResponseSchema, ...errorResponses },
      },
    },
    async (request) => getDriftIssueStats(context, await organizationOf(request), request.query),
  );

  app.get(
    driftIssueRoutes.trend,
    {
      schema: {
        ...common,
        description:
          'Per UTC day of the last `days` (7 to 365, default 30, today included): issues open or in progress at the end of the day, and issues created and resolved that day, for the whole organization or one of its repositories.',
        querystring: driftIssueTrendQuerySchema,
        response: { 200: driftIssueTrendResponseSchema, ...errorResponses },
      },
    },
    async (request) => getDriftIssueTrend(context, await organizationOf(request), request.query),
  );

  app.get(
    driftIssueRoutes.export,
    {
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
      const file = await exportDriftIssues(context, await organizationOf(request), request.query);
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .type(file.contentType)
        .serializer((payload: unknown) => String(payload))
        .send(file.body);
    },
  );

  app.patch(
    driftIssueRoutes.bulkStatus,
    {
      schema: {
        ...common,
        description:
          'Sets one status on several issues; all must belong to the organization or nothing changes (404).',
        body: bulkUpdateDriftIssueStatusRequestSchema,
        response: { 200: bulkUpdateDriftIssueStatusResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = await requestScope(context, request);
      return bulkChangeIssueStatus(
        context,
        scope.authentication,
        scope.organizationId,
        request.body.issue_ids,
        request.body,
      );
    },
  );

  app.get(
    driftIssueRoutes.issue,
    {
      schema: {
        ...common,
        description: 'One issue by id or key (DRIFT-42), with metadata and the alerts sent about it.',
        params,
        response: { 200: driftIssueResponseSchema, ...errorResponses },
      },
    },
    async (request) => getDriftIssue(context, await organizationOf(request), request.params.id),
  );

  app.patch(
    driftIssueRoutes.status,
    {
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
      const scope = await requestScope(context, request);
      return changeIssueStatus(
        context,
        scope.authentication,
        scope.organizationId,
        request.params.id,
        request.body,
      );
    },
  );

  app.get(
    driftIssueRoutes.comments,
    {
      schema: {
        ...common,
        params,
        response: { 200: driftIssueCommentListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listIssueComments(context, await organizationOf(request), request.params.id),
  );

  app.post(
    driftIssueRoutes.comments,
    {
      schema: {
        ...common,
        params,
        body: createDriftIssueCommentRequestSchema,
        response: { 201: driftIssueCommentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(context, request);
      return reply
        .status(201)
        .send(
          await addIssueComment(
            context,
            scope.authentication,
            scope.organizationId,
            request.params.id,
            request.body.comment,
          ),
        );
    },
  );

  app.get(
    driftIssueRoutes.activity,
    {
      schema: {
        ...common,
        description:
          'Every change to the issue, oldest first (the newest 500): detections, re-openings, status changes with who and why, comments, alerts sent and tracker pushes.',
        params,
        response: { 200: driftIssueActivityResponseSchema, ...errorResponses },
      },
    },
    async (request) => listDriftIssueActivity(context, await organizationOf(request), request.params.id),
  );

  app.get(
    driftIssueRoutes.diff,
    {
      schema: {
        ...common,
        description: "The files changed by the issue's commit, with patches.",
        params,
        response: { 200: driftIssueDiffResponseSchema, ...errorResponses },
      },
    },
    async (request) => getIssueDiff(context, await organizationOf(request), request.params.id),
  );

  app.get(
    driftIssueRoutes.structuredDiff,
    {
      schema: {
        ...common,
        description:
          'The diff as hunks and numbered lines, with the concerns (functions, classes, exports) the drift involves.',
        params,
        response: { 200: structuredDiffResponseSchema, ...errorResponses },
      },
    },
    async (request) => getStructuredIssueDiff(context, await organizationOf(request), request.params.id),
  );
};
