import { setupSteps } from '@driftwatch/contract';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { organizations } from './organizations.js';

/** The wizard's position per organization; no row (no organization) means the team step. */
export const setupStates = pgTable('setup_states', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  currentStep: text('current_step', { enum: setupSteps }).notNull().default('github_app'),
  updatedAt: updatedAt(),
});

export type SetupStateRow = typeof setupStates.$inferSelect;
