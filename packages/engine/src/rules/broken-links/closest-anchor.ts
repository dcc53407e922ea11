import { editDistance } from '../../util/similarity.js';

/**
 * The heading slug a broken anchor most likely meant. Headings gain and lose parameters, so a
 * slug that extends the anchor (`#fastifyfastifyinstance` → `#fastifyfastifyinstance-rawserver-...`)
 * wins, the shortest first, then one the anchor extends, the longest first; otherwise the slug
 * closest letter by letter, when at least half of it matches. Slugs are not identifiers:
 * word-based name similarity matched `#fastifyfastifyreplyrawserver-...` to `#rawreply`.
 */
export function closestAnchor(anchor: string, slugs: Iterable<string>): string | undefined {
  const wanted = anchor.toLowerCase();
  const candidates = [...slugs].filter((slug) => slug !== wanted && slug !== '');
  const longer = candidates.filter((slug) => slug.startsWith(`${wanted}-`));
  if (longer.length > 0) return longer.reduce((a, b) => (b.length < a.length ? b : a));
  const shorter = candidates.filter((slug) => wanted.startsWith(`${slug}-`));
  if (shorter.length > 0) return shorter.reduce((a, b) => (b.length > a.length ? b : a));
  let best: string | undefined;
  let bestScore = 0.5;
  for (const slug of candidates) {
    const length = Math.max(wanted.length, slug.length);
    // The length gap alone bounds the score: skip the edit-distance table when it cannot win.
    if (1 - Math.abs(wanted.length - slug.length) / length <= bestScore) continue;
    const score = 1 - editDistance(wanted, slug, length) / length;
    if (score > bestScore) {
      best = slug;
      bestScore = score;
    }
  }
  return best;
}
