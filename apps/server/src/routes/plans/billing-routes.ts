import {
  billingChangeResponseSchema,
  checkoutResponseSchema,
  featureParamsSchema,
  featureResponseSchema,
  invoicesResponseSchema,
  planMemberParamsSchema,
  planMembersResponseSchema,
  planUsageResponseSchema,
  portalResponseSchema,
  routes,
  subscribeRequestSchema,
  subscribeResponseSchema,
  updateSeatRequestSchema,
  updateSeatResponseSchema,
  updateSeatsRequestSchema,
  usageStatsResponseSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { cancelSubscription } from '../../services/billing/cancel-subscription.js';
import { createPortalSession } from '../../services/billing/create-portal-session.js';
import { getFeature } from '../../services/billing/get-feature.js';
import { getPlanUsage } from '../../services/billing/get-plan-usage.js';
import { getUsageStats } from '../../services/billing/get-usage-stats.js';
import { listInvoices } from '../../services/billing/list-invoices.js';
import { listPlanMembers } from '../../services/billing/list-plan-members.js';
import { startCheckout } from '../../services/billing/start-checkout.js';
import { subscribe } from '../../services/billing/subscribe.js';
import { updateSeats } from '../../services/billing/update-seats.js';
import { updateMemberSeat } from '../../services/teams/update-member-seat.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

/** Usage, features, seats and the Stripe-backed subscription of the caller's organization. */
export const billingRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const common = { tags: ['plans'], security: bearerSecurity };
  const organization = { auth: 'organization' } as const;

  app.get(
    routes.plans.usage,
    {
      config: organization,
      schema: { ...common, response: { 200: planUsageResponseSchema, ...errorResponses } },
    },
    async (request) => getPlanUsage(context, request.scope),
  );

  app.get(
    routes.usage.stats,
    {
      config: organization,
      schema: { ...common, tags: ['usage'], response: { 200: usageStatsResponseSchema, ...errorResponses } },
    },
    async (request) => getUsageStats(context, request.scope),
  );

  app.get(
    routes.plans.feature,
    {
      config: organization,
      schema: {
        ...common,
        params: featureParamsSchema,
        response: { 200: featureResponseSchema, ...errorResponses },
      },
    },
    async (request) => getFeature(context, request.scope, request.params.feature),
  );

  app.get(
    routes.plans.members,
    {
      config: organization,
      schema: { ...common, response: { 200: planMembersResponseSchema, ...errorResponses } },
    },
    async (request) => listPlanMembers(context, request.scope),
  );

  app.put(
    routes.plans.memberSeat,
    {
      config: organization,
      schema: {
        ...common,
        params: planMemberParamsSchema,
        body: updateSeatRequestSchema,
        response: { 200: updateSeatResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateMemberSeat(context, {
        authentication: request.scope,
        organizationId: request.scope.organizationId,
        memberId: request.params.id,
        hasSeat: request.body.has_seat,
      }),
  );

  app.post(
    routes.plans.subscribe,
    {
      config: organization,
      schema: {
        ...common,
        description:
          'Returns a Stripe Checkout URL, or null when an existing subscription was changed in place.',
        body: subscribeRequestSchema,
        response: { 200: subscribeResponseSchema, ...errorResponses },
      },
    },
    async (request) => subscribe(context, request.scope, request.body),
  );

  app.post(
    routes.plans.checkout,
    {
      config: organization,
      schema: {
        ...common,
        description:
          'A Stripe Checkout URL for the plan the organization is on (its trial), at its seats and interval.',
        response: { 200: checkoutResponseSchema, ...errorResponses },
      },
    },
    async (request) => startCheckout(context, request.scope),
  );

  app.put(
    routes.plans.seats,
    {
      config: organization,
      schema: {
        ...common,
        body: updateSeatsRequestSchema,
        response: { 200: billingChangeResponseSchema, ...errorResponses },
      },
    },
    async (request) => updateSeats(context, request.scope, request.body.seat_count),
  );

  app.post(
    routes.plans.cancel,
    {
      config: organization,
      schema: {
        ...common,
        description: 'Cancels at the end of the paid period; an unpaid trial moves to free at once.',
        response: { 200: billingChangeResponseSchema, ...errorResponses },
      },
    },
    async (request) => cancelSubscription(context, request.scope),
  );

  app.post(
    routes.plans.portal,
    {
      config: organization,
      schema: { ...common, response: { 200: portalResponseSchema, ...errorResponses } },
    },
    async (request) => createPortalSession(context, request.scope),
  );

  app.get(
    routes.plans.invoices,
    {
      config: organization,
      schema: { ...common, response: { 200: invoicesResponseSchema, ...errorResponses } },
    },
    async (request) => listInvoices(context, request.scope),
  );
};
