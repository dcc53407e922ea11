import { repositoryProviders } from '@driftwatch/contract';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampColumn, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { repositories } from './repositories.js';

export const pullRequestScanStatuses = ['queued', 'running', 'succeeded', 'failed', 'skipped'] as const;
export type PullRequestScanStatus = (typeof pullRequestScanStatuses)[number];

export const pullRequestConclusions = ['success', 'neutral', 'failure'] as const;
export type PullRequestConclusion = (typeof pullRequestConclusions)[number];

/**
 * One check of one pull-request head commit. The unique (repository, number, head sha) makes a
 * redelivered webhook or a second push event for the same commit a no-op.
 */
export const pullRequestScans = pgTable(
  'pull_request_scans',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: repositoryProviders }).notNull(),
    number: integer('number').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull().default(''),
    baseSha: text('base_sha').notNull(),
    headSha: text('head_sha').notNull(),
    status: text('status', { enum: pullRequestScanStatuses }).notNull().default('queued'),
    conclusion: text('conclusion', { enum: pullRequestConclusions }),
    introducedCount: integer('introduced_count').notNull().default(0),
    fixedCount: integer('fixed_count').notNull().default(0),
    /** The host's id of the check run or commit status this scan published. */
    externalCheckId: text('external_check_id'),
    error: text('error'),
    finishedAt: timestampColumn('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('pull_request_scans_head_unique').on(table.repositoryId, table.number, table.headSha),
    index('pull_request_scans_organization_idx').on(table.organizationId, table.createdAt),
  ],
);

export type PullRequestScanRow = typeof pullRequestScans.$inferSelect;
export type NewPullRequestScanRow = typeof pullRequestScans.$inferInsert;
