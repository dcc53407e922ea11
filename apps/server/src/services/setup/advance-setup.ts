import {
  type AdvanceSetupRequest,
  type SetupStateResponse,
  type SetupStep,
  setupSteps,
} from '@driftwatch/contract';
import { recordAuditEvent, saveSetupStep } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { describeSetupState, findUserSetupStep } from './get-setup-state.js';

function stepIndex(step: SetupStep): number {
  return setupSteps.indexOf(step);
}

/**
 * Leaves `step` (by finishing or skipping it). Repeating a step already left changes nothing, so a
 * double click or a retry is harmless; jumping ahead is refused.
 */
export async function advanceSetup(
  context: ServerContext,
  { authentication, move }: { authentication: Authentication; move: Required<AdvanceSetupRequest> },
): Promise<SetupStateResponse> {
  const { step: current, organizationId } = await findUserSetupStep(context.db, authentication.user.id);
  if (!organizationId) throw requestFailed('invalid_step', 'Create your team first.', 409);
  // Every step is behind a member who joined by invitation, so they never move the creator's wizard.
  if (stepIndex(move.step) < stepIndex(current)) return describeSetupState(context, current, organizationId);
  if (move.step !== current) {
    throw requestFailed('invalid_step', `Setup is at the ${current} step, not ${move.step}.`, 409);
  }
  const next = setupSteps[stepIndex(current) + 1] ?? 'done';
  await context.db.transaction(async (tx) => {
    await saveSetupStep(tx, organizationId, next);
    await recordAuditEvent(tx, {
      action: `setup.${move.action === 'skip' ? 'skipped' : 'completed'}.${move.step}`,
      organizationId,
      actorUserId: authentication.user.id,
      targetType: 'organization',
      targetId: organizationId,
    });
  });
  return describeSetupState(context, next, organizationId);
}
