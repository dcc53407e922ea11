import { readdir } from 'node:fs/promises';
import type { ConnectRepositoryResponse } from '@driftwatch/contract';
import { findRepositoryByExternalId } from '@driftwatch/db';
import { GitError, materializeSampleRepository, readSampleManifest } from '@driftwatch/integrations';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { alreadyConnected, connectRepository } from './connect-repository.js';
import { sampleDirectory, sampleExternalId } from './sample-location.js';

async function hasContent(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => []);
  return entries.length > 0;
}

/**
 * Builds the sample (e.g. acme-orders) as a real git repository in the data dir and connects it
 * like any git repository on the server, so the first scan finds its planted drift.
 */
export async function connectSampleRepository(
  context: ServerContext,
  { scope, name }: { scope: Pick<OrganizationScope, 'organizationId' | 'userId'>; name: string },
): Promise<ConnectRepositoryResponse> {
  const manifest = await readSampleManifest(name).catch((error: unknown) => {
    if (error instanceof GitError) throw validationFailed([{ path: 'name', message: error.message }]);
    throw error;
  });
  const externalId = sampleExternalId(manifest.name);
  if (await findRepositoryByExternalId(context.db, scope.organizationId, 'git', externalId))
    throw alreadyConnected();
  const dir = sampleDirectory(context.paths.samples, scope.organizationId, manifest.name);
  // A sample left from an earlier connection is reused: its history is the same on every build.
  if (!(await hasContent(dir))) await materializeSampleRepository(dir, manifest.name);
  return connectRepository(context, {
    scope,
    repository: {
      provider: 'git',
      url: dir,
      name: manifest.name,
      defaultBranch: manifest.defaultBranch,
      meta: { tags: ['sample'], notes: manifest.title },
    },
    extra: { externalId, fullName: `samples/${manifest.name}`, description: manifest.description },
  });
}
