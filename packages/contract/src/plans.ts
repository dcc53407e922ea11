import { z } from 'zod';
import { timestampSchema } from './common.js';

export const planTypes = ['free', 'team', 'pro'] as const;
export const planTypeSchema = z.enum(planTypes);
export type PlanType = z.infer<typeof planTypeSchema>;

export const planSchema = z.object({
  /** Same value as type; plan answers carry both names. */
  id: planTypeSchema,
  type: planTypeSchema,
  name: z.string(),
  description: z.string(),
  /** Cents. */
  monthly_price_per_seat: z.number().int(),
  /** Cents, for a whole year. */
  annual_price_per_seat: z.number().int(),
  features: z.record(z.string(), z.boolean()),
  stripe_monthly_price_id: z.string().nullable(),
  stripe_annual_price_id: z.string().nullable(),
  popular: z.boolean(),
  current: z.boolean().optional(),
});
export type Plan = z.infer<typeof planSchema>;

export const publicPlansResponseSchema = z.object({ plans: z.array(planSchema) });
export type PublicPlansResponse = z.infer<typeof publicPlansResponseSchema>;

/** The signed-in list: every plan carries `current`, true for the plan of the user's organization. */
export const plansResponseSchema = z.object({ plans: z.array(planSchema.extend({ current: z.boolean() })) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const planStatuses = ['active', 'trialing', 'past_due', 'canceled', 'suspended'] as const;
export const planStatusSchema = z.enum(planStatuses);

export const organizationPlanSchema = z.object({
  status: planStatusSchema.default('active'),
  period_starts_at: timestampSchema.nullable(),
  period_ends_at: timestampSchema.nullable(),
  trial_ends_at: timestampSchema.nullable(),
  stripe_customer_id: z.string().nullable(),
  assigned_seats: z.number().int(),
  billing_interval: z.enum(['monthly', 'annual']),
  /** Cancelled: the plan stays until period_ends_at, then the organization moves to free. */
  cancel_at_period_end: z.boolean(),
});
export type OrganizationPlan = z.infer<typeof organizationPlanSchema>;

/** plan defaults to free for a user without an organization; organization_plan is then null. */
export const currentPlanResponseSchema = z.object({
  plan: planTypeSchema.default('free'),
  organization_plan: organizationPlanSchema.nullable(),
  /** False on a self-hosted server without Stripe keys: every feature is on and nothing is charged. */
  billing_enabled: z.boolean(),
});
export type CurrentPlanResponse = z.infer<typeof currentPlanResponseSchema>;

/** How each plan feature key reads on pricing cards; a key not listed falls back to its words. */
export const featureNames: Readonly<Record<string, string>> = {
  pr_drift_checks: 'PR drift checks',
  scheduled_scans: 'Scheduled documentation scans',
  email_alerts: 'Email alerts',
  slack_alerts: 'Slack alerts',
  api_diff_detection: 'API and interface diffs',
  external_docs: 'External documentation sources',
  linear_sync: 'Linear issue sync',
  role_based_access: 'Role-based access',
  audit_trail: 'Audit trail',
  priority_support: 'Priority support',
};

/** "some_feature_key" -> "Some feature key" when featureNames has no entry. */
export function featureName(key: string): string {
  const known = featureNames[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
