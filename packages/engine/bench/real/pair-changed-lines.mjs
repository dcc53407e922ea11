function bigrams(text) {
  const t = text.replace(/\s+/g, ' ').trim();
  const out = new Map();
  for (let i = 0; i < t.length - 1; i++) out.set(t.slice(i, i + 2), (out.get(t.slice(i, i + 2)) ?? 0) + 1);
  return out;
}

/** Dice similarity of two lines' character pairs, 0 (nothing shared) to 1 (same text). */
function similarity(a, b) {
  const x = bigrams(a);
  const y = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [k, n] of x) {
    shared += Math.min(n, y.get(k) ?? 0);
    total += n;
  }
  for (const n of y.values()) total += n;
  return total === 0 ? 0 : (2 * shared) / total;
}

/**
 * For each removed line of a hunk, the index of the added line that is its edit (the most similar
 * one, at least half alike), or -1 when the line was deleted or rewritten rather than edited.
 */
export function pairChangedLines(removed, added) {
  return removed.map((line) => {
    let best = -1;
    let bestScore = 0.5;
    added.forEach((candidate, i) => {
      const score = similarity(line, candidate);
      if (score >= bestScore) {
        best = i;
        bestScore = score;
      }
    });
    return best;
  });
}
