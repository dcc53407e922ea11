import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AvailableRepository } from './repository-provider.js';

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

async function readText(path: string): Promise<string | null> {
  return readFile(path, 'utf8').catch(() => null);
}

/** The git dir of a work tree (`.git` folder) or of a bare repository, or null. */
async function findGitDir(dir: string): Promise<string | null> {
  const dotGit = join(dir, '.git');
  if (await isDirectory(dotGit)) return dotGit;
  const isBare =
    (await readText(join(dir, 'HEAD'))) !== null &&
    (await isDirectory(join(dir, 'objects'))) &&
    (await isDirectory(join(dir, 'refs')));
  return isBare ? dir : null;
}

async function describeRepository(dir: string, gitDir: string): Promise<AvailableRepository> {
  const head = (await readText(join(gitDir, 'HEAD'))) ?? '';
  const description = ((await readText(join(gitDir, 'description'))) ?? '').trim();
  const name = basename(dir).replace(/\.git$/i, '');
  return {
    externalId: pathToFileURL(dir).href,
    name,
    fullName: name,
    url: dir,
    webUrl: null,
    defaultBranch: /^ref: refs\/heads\/(\S+)/.exec(head)?.[1] ?? null,
    // git init writes this placeholder; it is not a description.
    description: description && !description.startsWith('Unnamed repository') ? description : null,
    language: null,
    isPrivate: null,
  };
}

/**
 * Repositories found in the server folders an operator allowed (each root and two levels below),
 * shown as "available" for the Git provider, which has no account to list repositories from.
 */
export async function listLocalRepositories(
  roots: readonly string[],
  maxDepth = 2,
): Promise<AvailableRepository[]> {
  const found: AvailableRepository[] = [];
  const visit = async (dir: string, depth: number): Promise<void> => {
    const gitDir = await findGitDir(dir);
    if (gitDir) {
      found.push(await describeRepository(dir, gitDir));
      return;
    }
    if (depth >= maxDepth) return;
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules') {
        await visit(join(dir, entry.name), depth + 1);
      }
    }
  };
  for (const root of roots) await visit(resolve(root), 0);
  return found.sort((a, b) => a.url.localeCompare(b.url));
}
