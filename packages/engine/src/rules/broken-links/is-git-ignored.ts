import { readFileSync } from 'node:fs';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';

const rulesCache = new Map<string, Ignore | null>();

function rulesOf(dir: string): Ignore | null {
  let rules = rulesCache.get(dir);
  if (rules === undefined) {
    try {
      rules = ignore().add(readFileSync(path.join(dir, '.gitignore'), 'utf8'));
    } catch {
      rules = null;
    }
    rulesCache.set(dir, rules);
  }
  return rules;
}

/**
 * A path of the checkout the `.gitignore` files above it ignore: a file the build generates
 * (a changelog draft a docs page includes), so a link to it is not broken when it is absent.
 */
export function isGitIgnored(root: string, rel: string): boolean {
  const parts = rel.split('/');
  for (let i = 0; i < parts.length; i++) {
    const rules = rulesOf(path.join(root, ...parts.slice(0, i)));
    if (rules?.ignores(parts.slice(i).join('/'))) return true;
  }
  return false;
}
