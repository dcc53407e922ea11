import { planStatuses, planTypes } from '@driftwatch/contract';
import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type PlanRow = typeof plans.$inferSelect;
export type OrganizationPlanRow = typeof organizationPlans.$inferSelect;
