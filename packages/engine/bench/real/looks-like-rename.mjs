function longestCommonRun(a, b) {
  let best = 0;
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) {
      let k = 0;
      while (a[i + k] !== undefined && a[i + k] === b[j + k]) k++;
      best = Math.max(best, k);
    }
  return best;
}

/**
 * Whether `after` reads as the same name corrected (a typo, a rename keeping a word, the same
 * receiver or module with another member) rather than an unrelated name from a rewritten example.
 */
export function looksLikeRename(before, after) {
  const b = before.split('.');
  const a = after.split('.');
  if (b.length > 1 && a.length > 1 && b.slice(0, -1).join('.') === a.slice(0, -1).join('.')) return true;
  return longestCommonRun(b.at(-1).toLowerCase(), a.at(-1).toLowerCase()) >= 4;
}
