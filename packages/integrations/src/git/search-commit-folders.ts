import type { GitContext } from './git-context.js';
import { readAllFolders } from './list-commit-folders.js';
import type { FolderListing, RepositoryCheckout } from './repository-provider.js';

const defaultFolderSearchLimit = 50;

/**
 * Folders whose path contains the query (case-insensitive). Folders whose own name matches come
 * first, then shorter paths, so typing "docs" offers `docs` before `src/docs/images`.
 */
export async function searchCommitFolders(
  context: GitContext,
  checkout: RepositoryCheckout,
  revision: string,
  query: string,
  limit = defaultFolderSearchLimit,
): Promise<FolderListing> {
  const needle = query.trim().toLowerCase();
  const folders = await readAllFolders(context, checkout, revision);
  const matches =
    needle.length === 0 ? folders : folders.filter((path) => path.toLowerCase().includes(needle));
  const nameMatches = (path: string) => (path.split('/').pop() ?? path).toLowerCase().includes(needle);
  const ranked = [...matches].sort((a, b) => {
    const byName = Number(nameMatches(b)) - Number(nameMatches(a));
    return byName !== 0 ? byName : a.length - b.length || a.localeCompare(b);
  });
  const count = Math.max(0, Math.floor(limit));
  return { folders: ranked.slice(0, count), truncated: ranked.length > count };
}
