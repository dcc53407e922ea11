import type { ConfigRoot, ConfigSection, ConfigTarget } from './config-type-tree.js';
import type { ConfigKeyClaim } from './read-config-keys.js';

/** A documented key its section does not accept. */
export interface UnknownConfigKey {
  claim: ConfigKeyClaim;
  key: string;
  section: ConfigSection;
  /** The keys documented beside it, which are not what it was renamed to. */
  siblings: string[];
}

/** `accepted`: an open section took the key without naming it, which says nothing about the fit. */
type Walk =
  | { status: 'matched' }
  | { status: 'accepted' }
  | { status: 'unknown'; section: ConfigSection }
  | { status: 'unjudged' };

/** Follows a key path through sections; `unknown` only for the claim whose last key is the first unknown one. */
function walk(root: ConfigSection, path: string[]): Walk {
  let current: ConfigTarget = root;
  for (const [i, key] of path.entries()) {
    if (current === 'open') return { status: 'accepted' };
    // Sub-keys under a plain value (a list of strings written as a map, a type we read wrong): no verdict.
    if (current === 'value') return { status: 'unjudged' };
    const child: { target: ConfigTarget } | undefined = current.child(key);
    if (!child) {
      if (current.open) return { status: 'accepted' };
      return i === path.length - 1 ? { status: 'unknown', section: current } : { status: 'unjudged' };
    }
    current = child.target;
  }
  return { status: 'matched' };
}

function relaxed(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, '');
}

function startsWith(path: string[], prefix: string[]): boolean {
  return prefix.length <= path.length && prefix.every((p, i) => relaxed(path[i] ?? '') === relaxed(p));
}

function siblingsOf(claims: ConfigKeyClaim[], claim: ConfigKeyClaim): string[] {
  const parent = claim.path.slice(0, -1).join('.');
  return claims.flatMap((c) =>
    c.path.length === claim.path.length && c.path.slice(0, -1).join('.') === parent
      ? (c.path.at(-1) ?? [])
      : [],
  );
}

function unknownKey(
  claims: ConfigKeyClaim[],
  claim: ConfigKeyClaim,
  section: ConfigSection,
): UnknownConfigKey {
  return { claim, key: claim.path.at(-1) ?? '', section, siblings: siblingsOf(claims, claim) };
}

/**
 * Keys under a prefix a section is bound at (Spring's `app.mail.*`); the rest go to the sections
 * bound to a whole file, judged by the one that accepts most of the snippet's keys, and only when
 * it accepts at least two of them and twice as many as it refuses (else the snippet is another
 * tool's file: a compose file, a CI workflow). Where sections tie, a key is unknown only to all.
 */
export function judgeConfigBlock(claims: ConfigKeyClaim[], roots: ConfigRoot[]): UnknownConfigKey[] {
  const prefixed = roots.filter((r) => r.prefix.length > 0);
  const whole = roots.filter((r) => r.prefix.length === 0);
  const out: UnknownConfigKey[] = [];
  const rest: ConfigKeyClaim[] = [];
  for (const claim of claims) {
    const bound = prefixed
      .filter((r) => startsWith(claim.path, r.prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length)[0];
    if (!bound) {
      if (!prefixed.some((r) => startsWith(r.prefix, claim.path))) rest.push(claim);
      continue;
    }
    const result = walk(bound.section, claim.path.slice(bound.prefix.length));
    if (result.status === 'unknown') out.push(unknownKey(claims, claim, result.section));
  }
  if (rest.length === 0 || whole.length === 0) return out;
  const scored = whole.map((root) => {
    const results = rest.map((claim) => walk(root.section, claim.path));
    const matched = results.filter((r) => r.status === 'matched').length;
    const unknown = results.flatMap((r, i) =>
      r.status === 'unknown' && rest[i] ? [{ claim: rest[i], section: r.section }] : [],
    );
    return { matched, unknown };
  });
  const best = Math.max(...scored.map((s) => s.matched));
  const top = scored.filter((s) => s.matched === best);
  const [first] = top;
  if (!first || best < 2 || best < 2 * first.unknown.length) return out;
  for (const hit of first.unknown) {
    if (top.every((s) => s.unknown.some((u) => u.claim === hit.claim)))
      out.push(unknownKey(claims, hit.claim, hit.section));
  }
  return out;
}
