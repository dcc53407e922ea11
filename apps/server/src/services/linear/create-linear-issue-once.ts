import {
  AuthenticationLinearError,
  FeatureNotAccessibleLinearError,
  ForbiddenLinearError,
  InvalidInputLinearError,
  RatelimitedLinearError,
  UsageLimitExceededLinearError,
  UserLinearError,
} from '@linear/sdk';
import type { ServerContext } from '../../server-context.js';
import { callLinear } from './call-linear.js';
import type { LinearIssueText } from './describe-drift-for-linear.js';
import { type ReadLinearIssue, readLinearIssue } from './read-linear-issue.js';

export interface LinearIssueTarget {
  /** The id Driftwatch chose and claimed; Linear refuses a second issue with it. */
  linearIssueId: string;
  teamId: string;
  projectId: string | null;
}

/**
 * Linear's answers that say the issue was not created. Anything else (a dropped connection, a
 * timeout, a 5xx) may have come after Linear created it.
 */
function linearRefusedCreate(error: unknown): boolean {
  return [
    AuthenticationLinearError,
    ForbiddenLinearError,
    InvalidInputLinearError,
    RatelimitedLinearError,
    FeatureNotAccessibleLinearError,
    UsageLimitExceededLinearError,
    UserLinearError,
  ].some((refusal) => error instanceof refusal);
}

async function readIfExists(
  linear: Parameters<typeof readLinearIssue>[0],
  id: string,
): Promise<ReadLinearIssue | null> {
  try {
    return await readLinearIssue(linear, id);
  } catch (error) {
    if (error instanceof InvalidInputLinearError) return null;
    throw error;
  }
}

/**
 * Creates the Linear issue under the claimed id and reads it back. `resuming` first looks for an
 * issue an interrupted push may already have created under that id.
 */
export async function createLinearIssueOnce(
  context: ServerContext,
  organizationId: string,
  target: LinearIssueTarget,
  text: LinearIssueText,
  resuming: boolean,
): Promise<ReadLinearIssue> {
  return callLinear(context, organizationId, async (linear) => {
    if (resuming) {
      const existing = await readIfExists(linear, target.linearIssueId);
      if (existing) return existing;
    }
    try {
      await linear.createIssue({
        id: target.linearIssueId,
        teamId: target.teamId,
        ...(target.projectId ? { projectId: target.projectId } : {}),
        ...text,
      });
    } catch (error) {
      if (linearRefusedCreate(error)) throw error;
      context.logger.warn(
        { err: error, linearIssueId: target.linearIssueId },
        'Linear did not answer issueCreate; reading the issue back',
      );
    }
    return readLinearIssue(linear, target.linearIssueId);
  });
}
