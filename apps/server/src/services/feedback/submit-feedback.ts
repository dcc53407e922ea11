import type { SubmitFeedbackResponse, submitFeedbackRequestSchema } from '@driftwatch/contract';
import { findFeedbackContext, findPrimaryMembership, insertFeedback } from '@driftwatch/db';
import type { z } from 'zod';
import type { Authentication } from '../../auth/authenticate.js';
import { validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

export type SubmitFeedbackOptions = z.output<typeof submitFeedbackRequestSchema> & {
  /** Null for a visitor. */
  authentication: Authentication | null;
};

/** Signed-in users' feedback is linked to them and their organization; visitors may send it too. */
export async function submitFeedback(
  context: ServerContext,
  { authentication, ...input }: SubmitFeedbackOptions,
): Promise<SubmitFeedbackResponse> {
  if (input.context && !(await findFeedbackContext(context.db, input.context))) {
    throw validationFailed([{ path: 'context', message: 'Unknown feedback context' }]);
  }
  const membership = authentication
    ? await findPrimaryMembership(context.db, authentication.user.id)
    : undefined;
  const row = await insertFeedback(context.db, {
    text: input.text,
    contextId: input.context ?? null,
    rating: input.rating ?? null,
    url: input.url ?? null,
    metadata: input.metadata ?? {},
    userId: authentication?.user.id ?? null,
    organizationId: membership?.organizationId ?? null,
  });
  return { success: true, id: row.id, message: 'Thank you for your feedback!' };
}
