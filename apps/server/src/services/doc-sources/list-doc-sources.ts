import type { DocSourceListResponse } from '@driftwatch/contract';
import { listDocSources as listRows } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { loadDocSources } from './load-doc-sources.js';

export async function listDocSources(
  context: ServerContext,
  organizationId: string,
): Promise<DocSourceListResponse> {
  const rows = await listRows(context.db, organizationId);
  return { docSources: await loadDocSources(context, organizationId, rows) };
}
