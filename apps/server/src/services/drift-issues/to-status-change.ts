import type { DriftIssueStatus } from '@driftwatch/contract';
import type { StatusChange } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';

export interface StatusInput {
  status: DriftIssueStatus;
  resolution?: string | undefined;
}

/** A status change a user makes, so the issue's activity can name them. */
export interface UserStatusChange extends StatusChange {
  resolvedBy: string;
  resolvedByUserId: string;
}

/** Resolving records who, when and (optionally) why; any other status clears those. */
export function toStatusChange(
  context: ServerContext,
  { user }: Authentication,
  input: StatusInput,
): UserStatusChange {
  return {
    status: input.status,
    now: context.clock.now(),
    resolvedBy: user.name,
    resolvedByUserId: user.id,
    // The server records its own time; a resolution is kept only with resolved.
    resolution: input.resolution ?? null,
  };
}
