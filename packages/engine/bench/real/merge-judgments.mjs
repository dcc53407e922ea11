/**
 * judgments.json after a run: per `owner/name@commit`, every finding ever sampled by its stable key
 * (collect-for-judging.mjs) with its verdict. The run's new findings are added awaiting a verdict
 * (`verdict: null`); findings judged earlier keep their verdict and reason, whichever build found them.
 */
export function mergeJudgments(judgments, results) {
  const merged = { ...judgments };
  for (const result of results) {
    if (!result?.sample) continue;
    const at = `${result.repo}@${result.commit}`;
    const known = { ...(merged[at] ?? {}) };
    for (const { key, ...finding } of result.sample) {
      known[key] ??= { ...finding, verdict: null };
    }
    merged[at] = known;
  }
  return merged;
}
