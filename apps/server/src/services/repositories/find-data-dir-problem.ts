import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { RepositoryLocation } from '@driftwatch/integrations';
import type { ServerContext } from '../../server-context.js';
import { localPathOf } from './create-repository-providers.js';
import { findGitFolders } from './find-git-folders.js';
import { isInside, sampleDirectory, sampleExternalId } from './sample-location.js';

/** The path with symlinks resolved on its longest part that exists, so a link cannot hide where it points. */
async function realFolder(target: string): Promise<string> {
  let existing = path.resolve(target);
  const missing: string[] = [];
  for (;;) {
    try {
      return path.join(await realpath(existing), ...missing);
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return path.resolve(target);
      missing.unshift(path.basename(existing));
      existing = parent;
    }
  }
}

function isWithin(root: string, candidate: string): boolean {
  return path.resolve(root) === path.resolve(candidate) || isInside(root, candidate);
}

/**
 * The data dir holds the database, the secret key and every organization's clones: no user may
 * connect it, by path or file:// URL, whatever DRIFTWATCH_ALLOW_LOCAL_REPOSITORIES says, and no
 * repository outside it may point git into it (a `.git` file, commondir or alternates). Checked at
 * connect and again before each fetch, since the folder's files can change in between. The one
 * exception is the server's own sample for this organization (its external id is set only by the
 * server). Returns the message to show, or null.
 */
export async function findDataDirProblem(
  context: ServerContext,
  {
    organizationId,
    location,
    externalId,
  }: { organizationId: string; location: RepositoryLocation; externalId: string | undefined },
): Promise<string | null> {
  const folder = localPathOf(location.cloneUrl);
  const name = path.basename(folder);
  const isOwnSample =
    externalId === sampleExternalId(name) &&
    folder === sampleDirectory(context.paths.samples, organizationId, name);
  if (isOwnSample) return null;
  const dataDir = context.config.dataDir;
  const realDataDir = await realFolder(dataDir);
  for (const linked of await findGitFolders(folder)) {
    if (isWithin(dataDir, linked) || isWithin(realDataDir, await realFolder(linked)))
      return "Paths inside Driftwatch's data directory cannot be connected.";
  }
  return null;
}
