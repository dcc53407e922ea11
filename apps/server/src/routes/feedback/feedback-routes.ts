import {
  createFeedbackContextRequestSchema,
  feedbackContextListResponseSchema,
  feedbackContextParamsSchema,
  feedbackContextResponseSchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackStatsQuerySchema,
  feedbackStatsResponseSchema,
  routes,
  submitFeedbackRequestSchema,
  submitFeedbackResponseSchema,
  updateFeedbackContextRequestSchema,
} from '@driftwatch/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuthentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';
import { createFeedbackContext } from '../../services/feedback/create-feedback-context.js';
import { getFeedbackContext } from '../../services/feedback/get-feedback-context.js';
import { getFeedbackStats } from '../../services/feedback/get-feedback-stats.js';
import { listFeedbackContexts } from '../../services/feedback/list-feedback-contexts.js';
import { listFeedbackEntries } from '../../services/feedback/list-feedback-entries.js';
import { requireFeedbackAdmin } from '../../services/feedback/require-feedback-admin.js';
import { submitFeedback } from '../../services/feedback/submit-feedback.js';
import { updateFeedbackContext } from '../../services/feedback/update-feedback-context.js';
import {
  bearerSecurity,
  errorResponses,
  withAuthentication,
  withOptionalAuthentication,
  withRateLimit,
} from '../route-helpers.js';

export const feedbackRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const tags = ['feedback'];
  const admin = {
    tags,
    security: bearerSecurity,
    description: 'Feedback admins only (DRIFTWATCH_ADMIN_EMAILS).',
  };
  const adminOnly = [
    withAuthentication(context),
    async (request: FastifyRequest) => requireFeedbackAdmin(context, requireAuthentication(request)),
  ];

  app.post(
    routes.feedback.submit,
    {
      preHandler: [withRateLimit(context, 'feedback'), withOptionalAuthentication(context)],
      schema: {
        tags,
        body: submitFeedbackRequestSchema,
        response: { 201: submitFeedbackResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await submitFeedback(context, request.authentication, request.body)),
  );

  app.get(
    routes.feedback.context,
    {
      schema: {
        tags,
        description: 'No auth.',
        params: feedbackContextParamsSchema,
        response: { 200: feedbackContextResponseSchema, ...errorResponses },
      },
    },
    async (request) => getFeedbackContext(context, request.params.id),
  );

  app.get(
    routes.feedback.contexts,
    {
      preHandler: adminOnly,
      schema: { ...admin, response: { 200: feedbackContextListResponseSchema, ...errorResponses } },
    },
    async () => listFeedbackContexts(context),
  );

  app.post(
    routes.feedback.contexts,
    {
      preHandler: adminOnly,
      schema: {
        ...admin,
        body: createFeedbackContextRequestSchema,
        response: { 201: feedbackContextResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await createFeedbackContext(context, request.body)),
  );

  app.put(
    routes.feedback.context,
    {
      preHandler: adminOnly,
      schema: {
        ...admin,
        params: feedbackContextParamsSchema,
        body: updateFeedbackContextRequestSchema,
        response: { 200: feedbackContextResponseSchema, ...errorResponses },
      },
    },
    async (request) => updateFeedbackContext(context, request.params.id, request.body),
  );

  app.get(
    routes.feedback.stats,
    {
      preHandler: adminOnly,
      schema: {
        ...admin,
        querystring: feedbackStatsQuerySchema,
        response: { 200: feedbackStatsResponseSchema, ...errorResponses },
      },
    },
    async (request) => getFeedbackStats(context, request.query),
  );

  app.get(
    routes.feedback.byContext,
    {
      preHandler: adminOnly,
      schema: {
        ...admin,
        params: feedbackContextParamsSchema,
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listFeedbackEntries(context, { ...request.query, contextId: request.params.id }),
  );

  app.get(
    routes.feedback.list,
    {
      preHandler: adminOnly,
      schema: {
        ...admin,
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listFeedbackEntries(context, request.query),
  );
};
