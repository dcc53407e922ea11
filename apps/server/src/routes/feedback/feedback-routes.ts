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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authentication } from '../../auth/authenticate.js';
import { enforceRateLimit } from '../../auth/rate-limit.js';
import type { ServerContext } from '../../server-context.js';
import { createFeedbackContext } from '../../services/feedback/create-feedback-context.js';
import { getFeedbackContext } from '../../services/feedback/get-feedback-context.js';
import { getFeedbackStats } from '../../services/feedback/get-feedback-stats.js';
import { listFeedbackContexts } from '../../services/feedback/list-feedback-contexts.js';
import { listFeedbackEntries } from '../../services/feedback/list-feedback-entries.js';
import { requireFeedbackAdmin } from '../../services/feedback/require-feedback-admin.js';
import { submitFeedback } from '../../services/feedback/submit-feedback.js';
import { updateFeedbackContext } from '../../services/feedback/update-feedback-context.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

export const feedbackRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const tags = ['feedback'];
  const admin = {
    tags,
    security: bearerSecurity,
    description: 'Feedback admins only (DRIFTWATCH_ADMIN_EMAILS).',
  };
  // Runs after the authentication hook, on routes whose `config.auth` is 'required'.
  const adminOnly = async (request: { scope: Authentication }) =>
    requireFeedbackAdmin(context, request.scope);

  app.post(
    routes.feedback.submit,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        body: submitFeedbackRequestSchema,
        response: { 201: submitFeedbackResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(context, request, 'feedback');
      return reply
        .status(201)
        .send(await submitFeedback(context, { ...request.body, authentication: request.scope }));
    },
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
      config: { auth: 'required' },
      preHandler: adminOnly,
      schema: { ...admin, response: { 200: feedbackContextListResponseSchema, ...errorResponses } },
    },
    async () => listFeedbackContexts(context),
  );

  app.post(
    routes.feedback.contexts,
    {
      config: { auth: 'required' },
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
      config: { auth: 'required' },
      preHandler: adminOnly,
      schema: {
        ...admin,
        params: feedbackContextParamsSchema,
        body: updateFeedbackContextRequestSchema,
        response: { 200: feedbackContextResponseSchema, ...errorResponses },
      },
    },
    async (request) => updateFeedbackContext(context, { id: request.params.id, changes: request.body }),
  );

  app.get(
    routes.feedback.stats,
    {
      config: { auth: 'required' },
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
      config: { auth: 'required' },
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
      config: { auth: 'required' },
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
