import { chmod, cp, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { GitError } from './git-error.js';

/** Runs git in the sample's work directory. */
export type SampleGit = (args: string[]) => Promise<unknown>;

/** Git records only the executable bit; normalising it keeps commit shas identical on every machine. */
async function normaliseModes(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === '.git') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await normaliseModes(path);
    else await chmod(path, 0o644);
  }
}

async function kindOf(path: string): Promise<'file' | 'directory' | null> {
  const found = await stat(path).catch(() => null);
  if (!found) return null;
  return found.isDirectory() ? 'directory' : 'file';
}

/**
 * Stages one step of a sample's history in `workDir`. `<stepsDir>/<step>/` is written over the
 * tree as whole files; `<stepsDir>/<step>.patch` (`git diff` output: changes, new files, renames,
 * deletions) is applied to the tree and the index, which take their file modes from the patch.
 */
export async function writeSampleStep(
  git: SampleGit,
  workDir: string,
  stepsDir: string,
  step: string,
): Promise<void> {
  const folder = join(stepsDir, step);
  const patch = `${folder}.patch`;
  const [folderKind, patchKind] = await Promise.all([kindOf(folder), kindOf(patch)]);
  if ((folderKind === 'directory') === (patchKind === 'file')) {
    throw new GitError(
      'invalid_argument',
      `The sample step "${step}" needs either a folder or a .patch file.`,
    );
  }
  if (patchKind === 'file') {
    await git(['apply', '--index', '--whitespace=nowarn', patch]);
    return;
  }
  await cp(folder, workDir, { recursive: true });
  await normaliseModes(workDir);
  await git(['add', '--all']);
}
