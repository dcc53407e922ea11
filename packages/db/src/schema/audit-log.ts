import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/** Who did what: security-relevant account events and organization changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: primaryId(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_organization_id_idx').on(table.organizationId, table.createdAt),
    index('audit_log_actor_user_id_idx').on(table.actorUserId),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
