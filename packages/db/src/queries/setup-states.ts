import type { SetupStep } from '@driftwatch/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type SetupStateRow, setupStates } from '../schema/setup-states.js';

export async function findSetupState(
  db: Database,
  organizationId: string,
): Promise<SetupStateRow | undefined> {
  const [row] = await db
    .select()
    .from(setupStates)
    .where(eq(setupStates.organizationId, organizationId))
    .limit(1);
  return row;
}

/** Creates or moves the organization's wizard position. */
export async function saveSetupStep(
  db: Database,
  organizationId: string,
  currentStep: SetupStep,
): Promise<SetupStateRow> {
  const now = new Date();
  const [row] = await db
    .insert(setupStates)
    .values({ organizationId, currentStep, updatedAt: now })
    .onConflictDoUpdate({ target: setupStates.organizationId, set: { currentStep, updatedAt: now } })
    .returning();
  if (!row) throw new Error('Saving the setup state returned no row');
  return row;
}
