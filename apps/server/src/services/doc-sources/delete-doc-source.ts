import { deleteDocSource as deleteRow } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/** Deletes a source with its cached pages, links, channels and issues. */
export async function deleteDocSource(
  context: ServerContext,
  organizationId: string,
  docSourceId: string,
): Promise<{ success: boolean; message: string }> {
  if (!(await deleteRow(context.db, organizationId, docSourceId))) throw notFound();
  return { success: true, message: 'Doc source deleted' };
}
