import type { DocSourceScanResponse } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import { docProviderFailure } from './doc-provider-failure.js';
import { requireDocSource } from './require-doc-source.js';
import { scanDocSource } from './scan-doc-source.js';

/** The Scan button: syncs and checks the source while the request waits, answering what it found. */
export async function scanDocSourceNow(
  context: ServerContext,
  organizationId: string,
  docSourceId: string,
): Promise<DocSourceScanResponse> {
  const source = await requireDocSource(context, organizationId, docSourceId);
  try {
    return await scanDocSource(context, source);
  } catch (error) {
    throw docProviderFailure(error);
  }
}
