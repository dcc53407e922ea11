import { planStatuses, planTypes } from '@driftwatch/contract';
import { boolean, date, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampColumn, updatedAt } from './columns.js';
import { organizations } from './organizations.js';

/** The catalogue of plans; rows are seeded by a migration. Prices are in cents. */
export const plans = pgTable('plans', {
  type: text('type', { enum: planTypes }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  monthlyPricePerSeat: integer('monthly_price_per_seat').notNull(),
  annualPricePerSeat: integer('annual_price_per_seat').notNull(),
  features: jsonb('features').$type<Record<string, boolean>>().notNull(),
  /** Pull requests analysed per month; -1 means unlimited. */
  prLimit: integer('pr_limit').notNull(),
  stripeMonthlyPriceId: text('stripe_monthly_price_id'),
  stripeAnnualPriceId: text('stripe_annual_price_id'),
  popular: boolean('popular').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

/** One subscription per organization. */
export const organizationPlans = pgTable('organization_plans', {
  id: primaryId(),
  organizationId: uuid('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  planType: text('plan_type', { enum: planTypes })
    .notNull()
    .references(() => plans.type),
  status: text('status', { enum: planStatuses }).notNull().default('active'),
  billingInterval: text('billing_interval', { enum: ['monthly', 'annual'] })
    .notNull()
    .default('monthly'),
  assignedSeats: integer('assigned_seats').notNull().default(1),
  periodStartsAt: timestampColumn('period_starts_at'),
  periodEndsAt: timestampColumn('period_ends_at'),
  trialEndsAt: timestampColumn('trial_ends_at'),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** Pull requests analysed in the current period; reset when a new period starts. */
  currentPrCount: integer('current_pr_count').notNull().default(0),
  /** Cancelled: the plan stays until period_ends_at, then the organization moves to free. */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** When the oldest unpaid invoice failed; the grace period counts from here. */
  paymentFailedAt: timestampColumn('payment_failed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Pull requests analysed per organization and day (UTC), for the usage chart. */
export const pullRequestUsageDays = pgTable(
  'pull_request_usage_days',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.day] })],
);

/** Stripe webhook events already applied; the primary key makes a replayed event a no-op. */
export const processedStripeEvents = pgTable('processed_stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestampColumn('processed_at').notNull().defaultNow(),
});

export type PlanRow = typeof plans.$inferSelect;
export type OrganizationPlanRow = typeof organizationPlans.$inferSelect;
