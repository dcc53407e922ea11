import type { Authentication } from '../../auth/authenticate.js';
import { forbidden } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/** Feedback is product-wide, not per organization: its admins are listed in DRIFTWATCH_ADMIN_EMAILS. */
export function requireFeedbackAdmin(context: ServerContext, authentication: Authentication): void {
  if (!context.config.adminEmails.has(authentication.user.email.toLowerCase())) throw forbidden();
}
