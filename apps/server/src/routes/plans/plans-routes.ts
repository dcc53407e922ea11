import {
  currentPlanResponseSchema,
  plansResponseSchema,
  publicPlansResponseSchema,
  routes,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { getCurrentPlan } from '../../services/plans/get-current-plan.js';
import { listPlans } from '../../services/plans/list-plans.js';
import { listPublicPlans } from '../../services/plans/list-public-plans.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

export const plansRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const tags = ['plans'];

  app.get(
    routes.plans.public,
    {
      schema: {
        tags,
        description: 'No auth.',
        response: { 200: publicPlansResponseSchema, ...errorResponses },
      },
    },
    async () => listPublicPlans(context),
  );

  app.get(
    routes.plans.current,
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security: bearerSecurity,
        response: { 200: currentPlanResponseSchema, ...errorResponses },
      },
    },
    async (request) => getCurrentPlan(context, request.scope),
  );

  app.get(
    routes.plans.list,
    {
      config: { auth: 'required' },
      schema: { tags, security: bearerSecurity, response: { 200: plansResponseSchema, ...errorResponses } },
    },
    async (request) => listPlans(context, request.scope),
  );
};
