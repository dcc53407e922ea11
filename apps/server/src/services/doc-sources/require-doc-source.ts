import { type DocSourceRow, findDocSource } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/** The organization's source, or a 404 (also for another organization's source). */
export async function requireDocSource(
  context: ServerContext,
  organizationId: string,
  docSourceId: string,
): Promise<DocSourceRow> {
  const source = await findDocSource(context.db, organizationId, docSourceId);
  if (!source) throw notFound();
  return source;
}
