/**
 * Patterns for IntroducingCommitProbe: POSIX extended regular expressions (what git log -S
 * --pickaxe-regex and git grep -E read) written so that JavaScript reads them the same way.
 */

const notWord = '[^A-Za-z0-9_$]';

/** A route parameter as code writes it: :id, {id}, <id>, or a template's ${id}. */
const parameter = '(:[A-Za-z0-9_]+|[{][^}/]*[}]|[$][{][^}]*[}]|<[^>/]*>)';

/** Characters with a meaning in ERE (and JavaScript) put in brackets, where both read them literally. */
export function literalPattern(text: string): string {
  return text.replace(/[.[()*+?{}|^$\\]/g, (character) =>
    // Inside brackets JavaScript reads a backslash as an escape, ERE as itself; so those two are escaped.
    character === '\\' || character === '^' ? `\\${character}` : `[${character}]`,
  );
}

/** The name as a whole word: `timeout` matches `options.timeout` but not `timeoutMs`. */
export function wordPattern(name: string): string {
  return `(^|${notWord})${literalPattern(name)}(${notWord}|$)`;
}

function isParameter(segment: string): boolean {
  return /^(:[A-Za-z0-9_]+\??|\{[^}]*\}|<[^>]*>|\*)$/.test(segment);
}

/**
 * Code seldom holds a documented path whole: routers are mounted under prefixes and templates fill in
 * parameters. So a path gives its contiguous runs of segments holding at least one literal segment,
 * longest first (at most `limit`), each with parameters matching any parameter syntax.
 */
export function routePatterns(path: string, limit = 24): string[] {
  const segments = path
    .split(/[?#]/, 1)[0]
    ?.split('/')
    .filter((segment) => segment.length > 0);
  if (!segments || segments.length === 0) return [];
  const runs: string[][] = [];
  for (let length = segments.length; length >= 1; length -= 1) {
    for (let start = 0; start + length <= segments.length; start += 1) {
      const run = segments.slice(start, start + length);
      if (run.some((segment) => !isParameter(segment))) runs.push(run);
    }
  }
  return runs
    .slice(0, limit)
    .map((run) =>
      run.map((segment) => `/${isParameter(segment) ? parameter : literalPattern(segment)}`).join(''),
    );
}

/** A heading's slug (`payment-settings`) as heading text in any case and spacing ("Payment settings"). */
export function slugPattern(slug: string): string | null {
  const words = slug
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return null;
  return words.map((word) => literalPattern(word)).join('[^A-Za-z0-9]+');
}
