import { z } from 'zod';
import { timestampSchema } from './common.js';
import { organizationPlanSchema, planTypeSchema } from './plans.js';
import { memberSchema } from './teams.js';

export const billingIntervals = ['monthly', 'annual'] as const;
export const billingIntervalSchema = z.enum(billingIntervals);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** Environment variables a server needs for billing; named where billing is not enabled. */
export const billingVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_TEAM_MONTHLY',
  'STRIPE_PRICE_TEAM_ANNUAL',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_PRO_ANNUAL',
] as const;

const seatCountField = z
  .number('Seats must be a whole number')
  .int('Seats must be a whole number')
  .min(1, 'Seats must be at least 1')
  .max(10_000, 'Seats must be at most 10000');

/** Only paid plans are bought; the free plan is reached by cancelling. */
export const subscribeRequestSchema = z.strictObject({
  plan_type: z.enum(['team', 'pro'], 'Choose the team or pro plan'),
  billing_interval: billingIntervalSchema.default('monthly'),
  seat_count: seatCountField.default(1),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

export const checkoutResponseSchema = z.object({ checkout_url: z.url() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** checkout_url is null when an existing subscription was changed in place (no payment page needed). */
export const subscribeResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  checkout_url: z.url().nullable(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const portalResponseSchema = z.object({ portal_url: z.url() });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

export const updateSeatsRequestSchema = z.strictObject({ seat_count: seatCountField });
export type UpdateSeatsRequest = z.input<typeof updateSeatsRequestSchema>;

export const billingChangeResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  organization_plan: organizationPlanSchema,
});
export type BillingChangeResponse = z.infer<typeof billingChangeResponseSchema>;

/** Any key up to 64 characters; one no plan knows is 404 from the service, after authentication. */
export const featureParamsSchema = z.object({ feature: z.string().min(1).max(64) });

export const featureResponseSchema = z.object({
  feature: z.string(),
  enabled: z.boolean(),
  plan: planTypeSchema,
});
export type FeatureResponse = z.infer<typeof featureResponseSchema>;

export const planMembersResponseSchema = z.object({
  members: z.array(memberSchema),
  assigned_seats: z.number().int(),
  used_seats: z.number().int(),
});
export type PlanMembersResponse = z.infer<typeof planMembersResponseSchema>;

export const planMemberParamsSchema = z.object({ id: z.uuid('The requested resource was not found.') });

/** The period's pull-request usage with one entry per day of the period, for the chart. */
export const planUsageResponseSchema = z.object({
  current_pr_count: z.number().int(),
  pr_limit: z.number().int(),
  unlimited: z.boolean(),
  usage_percentage: z.number(),
  days: z.array(z.object({ date: z.iso.date(), count: z.number().int() })),
});
export type PlanUsageResponse = z.infer<typeof planUsageResponseSchema>;

export const usageStatsResponseSchema = z.object({
  current_pr_count: z.number().int(),
  /** -1 or 0 means unlimited. */
  pr_limit: z.number().int(),
  usage_percentage: z.number(),
  total_members: z.number().int(),
  active_members: z.number().int(),
  assigned_seats: z.number().int(),
  /** Percentage of the assigned seats that members hold. */
  seat_utilization: z.number(),
  /** Cents per month. */
  monthly_cost: z.number().int(),
  cost_per_member: z.number().int(),
  cost_per_pr: z.number().int(),
  billing_period: z.object({
    starts_at: timestampSchema.nullable(),
    ends_at: timestampSchema.nullable(),
    days_remaining: z.number().int(),
  }),
  trial_info: z.object({
    is_active: z.boolean(),
    ends_at: timestampSchema.nullable(),
    days_remaining: z.number().int(),
  }),
  subscription: z.object({ tier: planTypeSchema, status: organizationPlanSchema.shape.status }),
});
export type UsageStatsResponse = z.infer<typeof usageStatsResponseSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
  date: timestampSchema,
  status: z.string(),
  hosted_invoice_url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceSchema) });
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const stripeWebhookResponseSchema = z.object({ received: z.boolean() });
