/** Two rows of the edit-distance table, reused across calls (grown on demand). */
let rowA = new Uint32Array(64);
let rowB = new Uint32Array(64);

/**
 * Edit distance (Levenshtein). Strings whose lengths differ by more than `maxLengthGap` count as
 * wholly different, for speed when comparing a name with every symbol.
 */
export function editDistance(a: string, b: string, maxLengthGap = 12): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > maxLengthGap) return Math.max(a.length, b.length);
  const n = b.length;
  if (rowA.length <= n) {
    rowA = new Uint32Array(n * 2 + 1);
    rowB = new Uint32Array(n * 2 + 1);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    cur[0] = i;
    for (let j = 1; j <= n; j++) {
      const replace = (prev[j - 1] ?? 0) + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const remove = (prev[j] ?? 0) + 1;
      const insert = (cur[j - 1] ?? 0) + 1;
      cur[j] = Math.min(replace, remove, insert);
    }
    const swap = prev;
    prev = cur;
    cur = swap;
  }
  return prev[n] ?? 0;
}

/** Lower-case word tokens of camelCase, snake_case, kebab-case and SCREAMING_CASE names. */
const tokenCache = new Map<string, string[]>();

export function nameTokens(name: string): string[] {
  const cached = tokenCache.get(name);
  if (cached) return cached;
  const tokens = splitTokens(name);
  if (tokenCache.size > 50_000) tokenCache.clear();
  tokenCache.set(name, tokens);
  return tokens;
}

function splitTokens(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The same names are compared against many candidates: their lower-case forms are kept. */
const lowerCache = new Map<string, string>();

function bareLower(name: string): string {
  const cached = lowerCache.get(name);
  if (cached !== undefined) return cached;
  // Flag dashes and sigils are shared by every candidate and say nothing about likeness.
  const bare = name.toLowerCase().replace(/^[-$@]+/, '');
  if (lowerCache.size > 50_000) lowerCache.clear();
  lowerCache.set(name, bare);
  return bare;
}

/** One word is a shortening of the other (`param`/`parameter`, `config`/`configuration`). */
function abbreviates(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.length >= short.length + 2 && long.startsWith(short);
}

/** 0..1: how alike two identifiers are, by edit distance and shared word tokens. */
export function nameSimilarity(a: string, b: string): number {
  const la = bareLower(a);
  const lb = bareLower(b);
  if (la === lb) return 1;
  // Names of very different lengths share no rename unless one contains the other's words.
  if (
    Math.min(la.length, lb.length) * 3 < Math.max(la.length, lb.length) &&
    !la.includes(lb) &&
    !lb.includes(la)
  )
    return 0;
  const byEdit = editSimilarity(a, b, la, lb);
  const ta = nameTokens(a);
  const tb = new Set(nameTokens(b));
  const shared = ta.filter((t) => tb.has(t)).length;
  // `Param` for `Parameter`, `Config` for `Configuration`: an abbreviated word is nearly the word.
  const abbreviated = ta.filter((t) => !tb.has(t) && [...tb].some((u) => abbreviates(t, u))).length;
  const byTokens = shared === 0 ? 0 : (2 * (shared + 0.9 * abbreviated)) / (ta.length + tb.size);
  const contained = shared > 0 && (shared === ta.length || shared === tb.size) ? 0.15 : 0;
  return Math.max(byEdit, Math.min(1, byTokens + contained));
}

/**
 * Letter likeness of the words that differ: `MYTOOL_CONFIG` and `MYTOOL_HOME` share a prefix,
 * and `config` vs `home` is what decides whether one is a rename of the other.
 */
function editSimilarity(a: string, b: string, la: string, lb: string): number {
  const ta = nameTokens(a);
  const tb = nameTokens(b);
  let start = 0;
  while (start < ta.length && start < tb.length && ta[start] === tb[start]) start++;
  let end = 0;
  while (
    end < ta.length - start &&
    end < tb.length - start &&
    ta[ta.length - 1 - end] === tb[tb.length - 1 - end]
  )
    end++;
  const ra = ta.slice(start, ta.length - end).join('');
  const rb = tb.slice(start, tb.length - end).join('');
  if ((start > 0 || end > 0) && ra && rb) return 1 - editDistance(ra, rb) / Math.max(ra.length, rb.length);
  return 1 - editDistance(la, lb) / Math.max(la.length, lb.length);
}

/** The candidate most like `name`, when it is alike enough to be a rename. */
export function closestName(name: string, candidates: Iterable<string>, threshold = 0.5): string | undefined {
  let best: string | undefined;
  let bestScore = threshold;
  for (const c of candidates) {
    if (c === name) continue;
    const score = nameSimilarity(name, c);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A doc name that is plausibly an outdated spelling of `code`: nearly the same letters, or every
 * word of the doc name kept with a word or two added (`verifySignature` -> `verifyWebhookSignature`).
 */
export function isNearMiss(docName: string, code: string): boolean {
  const a = docName.toLowerCase();
  const b = code.toLowerCase();
  if (a === b) return false;
  if (a.length >= 5 && 1 - editDistance(a, b) / Math.max(a.length, b.length) >= 0.8) return true;
  const docTokens = nameTokens(docName);
  const codeTokens = nameTokens(code);
  if (docTokens.length < 2) return false;
  const kept = docTokens.every((t) => codeTokens.includes(t));
  return kept && codeTokens.length - docTokens.length <= 2;
}
