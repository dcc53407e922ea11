import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Alternates may chain; git itself stops at five levels. */
const maxAlternateDepth = 5;

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

async function isDirectory(target: string): Promise<boolean> {
  return stat(target).then(
    (found) => found.isDirectory(),
    () => false,
  );
}

/** The git dir of a work tree or bare repository: `.git` as a folder, `.git` as a `gitdir:` file, or the folder itself. */
async function findGitDir(folder: string): Promise<string> {
  const dotGit = path.join(folder, '.git');
  if (await isDirectory(dotGit)) return dotGit;
  const link = await readText(dotGit);
  const target = link?.match(/^gitdir:\s*(.+?)\s*$/m)?.[1];
  return target ? path.resolve(folder, target) : folder;
}

async function alternatesOf(objectsDir: string, depth: number, found: Set<string>): Promise<void> {
  if (depth > maxAlternateDepth) return;
  const listing = await readText(path.join(objectsDir, 'info', 'alternates'));
  for (const line of listing?.split('\n') ?? []) {
    const entry = line.trim();
    if (!entry || entry.startsWith('#')) continue;
    const alternate = path.resolve(objectsDir, entry);
    if (found.has(alternate)) continue;
    found.add(alternate);
    await alternatesOf(alternate, depth + 1, found);
  }
}

/**
 * Every folder git reads when it opens the repository at `folder`: the folder, its git dir (a
 * `.git` file's `gitdir:` line, as worktrees and submodules write it), the common dir a linked
 * worktree names in `commondir`, and the object stores listed in `objects/info/alternates`.
 * Checking only the folder would let a `.git` file borrow another repository's objects.
 */
export async function findGitFolders(folder: string): Promise<string[]> {
  const found = new Set<string>([path.resolve(folder)]);
  const gitDir = await findGitDir(folder);
  found.add(gitDir);
  const commonLink = (await readText(path.join(gitDir, 'commondir')))?.trim();
  const commonDir = commonLink ? path.resolve(gitDir, commonLink) : gitDir;
  found.add(commonDir);
  for (const dir of new Set([gitDir, commonDir])) {
    const objects = path.join(dir, 'objects');
    found.add(objects);
    await alternatesOf(objects, 1, found);
  }
  return [...found];
}
