import { readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { checkoutPaths } from './checkout-paths.js';

/** Deletes a repository's clone, every work tree made from it and any interrupted clone. */
export async function removeCheckout(checkoutsDir: string, key: string): Promise<void> {
  const { gitDir, worktreesDir } = checkoutPaths(checkoutsDir, key);
  await rm(worktreesDir, { recursive: true, force: true });
  await rm(gitDir, { recursive: true, force: true });
  const partialPrefix = `${basename(gitDir)}.partial-`;
  const names = await readdir(checkoutsDir).catch(() => []);
  for (const name of names) {
    if (name.startsWith(partialPrefix)) await rm(join(checkoutsDir, name), { recursive: true, force: true });
  }
}
