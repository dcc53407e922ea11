import { stripeWebhookResponseSchema, webhookRoutes } from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { applyStripeEvent } from '../../services/billing/apply-stripe-event.js';
import { createStripeClient } from '../../services/billing/create-stripe-client.js';
import { billingNotConfiguredMessage } from '../../services/billing/require-stripe.js';
import { errorResponses } from '../route-helpers.js';
import { keepRawJsonBodies } from './raw-webhook-body.js';

/**
 * Stripe's events. The signature covers the exact bytes Stripe sent, so this plugin keeps JSON
 * bodies as raw buffers (only here) and lets the SDK verify them before anything is parsed.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  keepRawJsonBodies(app);

  app.post(
    webhookRoutes.stripe,
    {
      schema: {
        tags: ['webhooks'],
        description: 'Signed by Stripe (Stripe-Signature header); each event is applied once.',
        response: { 200: stripeWebhookResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const config = context.config.stripe;
      if (!config) throw requestFailed('billing_not_configured', billingNotConfiguredMessage, 409);
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        throw requestFailed('bad_request', 'A signed Stripe event is required.', 400);
      }
      let event: Stripe.Event;
      try {
        event = createStripeClient(config).webhooks.constructEvent(
          request.body,
          signature,
          config.webhookSecret,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw requestFailed('bad_request', 'The Stripe signature does not match this event.', 400);
        }
        throw error;
      }
      const outcome = await applyStripeEvent(context, event);
      request.log.info({ event: event.id, type: event.type, outcome }, 'Stripe event');
      return { received: true };
    },
  );
};
