import type { ScanListResponse } from '@driftwatch/contract';
import { findRepository, listScans } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { toScan } from '../scans/to-scan.js';

export interface ListRepositoryScansInput {
  organizationId: string;
  repositoryId: string;
  limit: number;
}

/** Recent scans of one of the organization's repositories, newest first. */
export async function listRepositoryScans(
  context: ServerContext,
  input: ListRepositoryScansInput,
): Promise<ScanListResponse> {
  if (!(await findRepository(context.db, input.organizationId, input.repositoryId))) throw notFound();
  return {
    scans: (await listScans(context.db, input.organizationId, input.repositoryId, input.limit)).map(toScan),
  };
}
