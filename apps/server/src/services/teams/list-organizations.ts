import type { ListOrganizationsResponse } from '@driftwatch/contract';
import { listOrganizationsForUser } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';
import { loadOrganization } from './to-organization.js';

export async function listOrganizations(
  context: ServerContext,
  authentication: Authentication,
): Promise<ListOrganizationsResponse> {
  const rows = await listOrganizationsForUser(context.db, authentication.user.id);
  return { organizations: await Promise.all(rows.map((row) => loadOrganization(context.db, row))) };
}
