import { desc, eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type AuditLogRow, auditLog } from '../schema/audit-log.js';

export interface AuditEvent {
  action: string;
  organizationId?: string | null;
  actorUserId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  metadata?: Record<string, unknown>;
  ipAddress?: string | null;
}

export async function recordAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({ ...event, metadata: event.metadata ?? {} });
}

export async function listAuditEventsForUser(
  db: Database,
  userId: string,
  limit = 50,
): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.actorUserId, userId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}

export async function listAuditEventsForOrganization(
  db: Database,
  organizationId: string,
  limit = 50,
): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.organizationId, organizationId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
