import type { IntegrationPlatform } from '@driftwatch/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type IntegrationRow, integrations, type NewIntegrationRow } from '../schema/integrations.js';
import { users } from '../schema/users.js';

export interface IntegrationWithConnector {
  integration: IntegrationRow;
  connectedBy: { id: string; name: string; email: string } | null;
}

const current = ne(integrations.status, 'revoked');

function selectWithConnector(db: Database) {
  return db
    .select({
      integration: integrations,
      connectedBy: { id: users.id, name: users.name, email: users.email },
    })
    .from(integrations)
    .leftJoin(users, eq(users.id, integrations.connectedByUserId));
}

/** The organization's connected and broken integrations, oldest first. */
export async function listCurrentIntegrations(
  db: Database,
  organizationId: string,
): Promise<IntegrationWithConnector[]> {
  return selectWithConnector(db)
    .where(and(eq(integrations.organizationId, organizationId), current))
    .orderBy(asc(integrations.createdAt), asc(integrations.id));
}

export async function findCurrentIntegration(
  db: Database,
  organizationId: string,
  platform: IntegrationPlatform,
): Promise<IntegrationWithConnector | undefined> {
  const [row] = await selectWithConnector(db).where(
    and(eq(integrations.organizationId, organizationId), eq(integrations.platform, platform), current),
  );
  return row;
}

export async function findIntegration(
  db: Database,
  organizationId: string,
  id: string,
): Promise<IntegrationWithConnector | undefined> {
  const [row] = await selectWithConnector(db).where(
    and(eq(integrations.organizationId, organizationId), eq(integrations.id, id)),
  );
  return row;
}

export type ConnectedIntegrationValues = Omit<
  NewIntegrationRow,
  'id' | 'status' | 'statusReason' | 'createdAt' | 'updatedAt' | 'disconnectedAt'
> & { organizationId: string; platform: IntegrationPlatform };

/**
 * Connects (or reconnects) a platform: the current row takes the new account and secret, so
 * reconnecting repairs a broken integration instead of adding a second one.
 */
export async function saveConnectedIntegration(
  db: Database,
  values: ConnectedIntegrationValues,
): Promise<IntegrationRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: integrations.id })
      .from(integrations)
      .where(
        and(
          eq(integrations.organizationId, values.organizationId),
          eq(integrations.platform, values.platform),
          current,
        ),
      )
      .for('update');
    const fields = { ...values, status: 'connected' as const, statusReason: null };
    if (existing) {
      const [updated] = await tx
        .update(integrations)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(integrations.id, existing.id))
        .returning();
      if (updated) return updated;
    }
    const [inserted] = await tx.insert(integrations).values(fields).returning();
    if (!inserted) throw new Error('The integration was not saved');
    return inserted;
  });
}

/** Disconnects: the row stays as history, its secret is gone. */
export async function revokeIntegration(
  db: Database,
  organizationId: string,
  id: string,
  reason: string,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .update(integrations)
    .set({
      status: 'revoked',
      statusReason: reason,
      secretEncrypted: null,
      disconnectedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.id, id), current))
    .returning();
  return row;
}

/** The provider refused the stored token: keep it visible as broken until someone reconnects. */
export async function markIntegrationBroken(
  db: Database,
  organizationId: string,
  id: string,
  reason: string,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .update(integrations)
    .set({ status: 'broken', statusReason: reason, updatedAt: sql`now()` })
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.id, id), current))
    .returning();
  return row;
}

/**
 * The organization that holds a platform's installation (a GitHub App installation id), if any:
 * an installation belongs to one organization at a time.
 */
export async function findInstallationOwner(
  db: Database,
  platform: IntegrationPlatform,
  externalId: string,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.platform, platform), eq(integrations.externalId, externalId), current))
    .limit(1);
  return row;
}
