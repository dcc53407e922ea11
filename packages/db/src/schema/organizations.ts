import { memberStatuses, organizationStatuses, roles } from '@driftwatch/contract';
import { boolean, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampColumn, updatedAt } from './columns.js';
import { users } from './users.js';

export const organizations = pgTable('organizations', {
  id: primaryId(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logoUrl: text('logo_url'),
  status: text('status', { enum: organizationStatuses }).notNull().default('active'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const members = pgTable(
  'members',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: roles }).notNull().default('member'),
    status: text('status', { enum: memberStatuses }).notNull().default('active'),
    hasSeat: boolean('has_seat').notNull().default(true),
    /** Grants team and billing management to a member below admin. */
    canManageTeam: boolean('can_manage_team').notNull().default(false),
    joinedAt: timestampColumn('joined_at'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('members_organization_user_unique').on(table.organizationId, table.userId),
    index('members_user_id_idx').on(table.userId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: roles }).notNull().default('member'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestampColumn('expires_at').notNull(),
    acceptedAt: timestampColumn('accepted_at'),
    revokedAt: timestampColumn('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [index('invitations_organization_id_idx').on(table.organizationId)],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
