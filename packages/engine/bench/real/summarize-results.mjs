const ratio = (n, d) => (d === 0 ? 'n/a' : (n / d).toFixed(3));

function countBy(items, key) {
  const out = {};
  for (const item of items) {
    const k = key(item);
    out[k] ??= [];
    out[k].push(item);
  }
  return out;
}

function precision(judged) {
  const t = judged.filter((j) => j.verdict === 'TRUE').length;
  const f = judged.filter((j) => j.verdict === 'FALSE').length;
  const d = judged.filter((j) => j.verdict === 'DEBATABLE').length;
  return { t, f, d, text: `${ratio(t, t + f)} (${t} true, ${f} false, ${d} debatable)` };
}

/** The figures the issue asks for, as printable lines, from the per-repository results. */
export function summarizeResults(results, judgments) {
  const lines = [];
  // Precision is the run's own sample of findings, with the verdicts judgments.json holds for them.
  const sampled = results.flatMap((r) =>
    (r.sample ?? []).map((s) => ({ ...s, ...(judgments[`${r.repo}@${r.commit}`]?.[s.key] ?? {}) })),
  );
  const judged = sampled.filter((j) => j.verdict);
  const pending = sampled.length - judged.length;
  lines.push(`repositories: ${results.length}`);
  lines.push(`findings (undocumented apart) judged: ${judged.length}, awaiting a verdict: ${pending}`);
  lines.push(`  precision overall: ${precision(judged).text}`);
  for (const [subtype, list] of Object.entries(countBy(judged, (j) => j.subtype))) {
    lines.push(`  precision ${subtype}: ${precision(list).text}`);
  }
  const plants = results.flatMap((r) => r.planted ?? []);
  if (plants.length > 0) {
    const reported = plants.filter((p) => p.reported).length;
    lines.push(`planted changes: recall ${ratio(reported, plants.length)} (${reported}/${plants.length})`);
    for (const [kind, list] of Object.entries(countBy(plants, (p) => p.kind))) {
      lines.push(`  ${kind}: ${list.filter((p) => p.reported).length}/${list.length}`);
    }
    const renames = plants.filter((p) => p.reported && 'rightName' in p);
    const right = renames.filter((p) => p.rightName).length;
    lines.push(
      `  right new name on reported renames: ${ratio(right, renames.length)} (${right}/${renames.length})`,
    );
  }
  const labels = results.flatMap((r) => (r.history ?? []).flatMap((h) => h.labels));
  if (labels.length > 0) {
    const found = labels.filter((l) => l.found).length;
    const commits = results.flatMap((r) => r.history ?? []);
    const fixed = commits.filter((c) => c.labels.some((l) => l.found)).length;
    lines.push(`real doc-fix commits: ${commits.length}, with a labelled line reported: ${fixed}`);
    lines.push(`  labelled lines: recall ${ratio(found, labels.length)} (${found}/${labels.length})`);
    for (const [kind, list] of Object.entries(countBy(labels, (l) => l.kind))) {
      lines.push(`  ${kind}: ${list.filter((l) => l.found).length}/${list.length}`);
    }
  }
  const silent = results.flatMap((r) => (r.silentSkips ?? []).map((p) => `${r.repo}:${p}`));
  lines.push(
    `doc files of a supported format skipped silently: ${silent.length}${silent.length ? ` (${silent.slice(0, 5).join(', ')})` : ''}`,
  );
  const timed = results.filter((r) => r.timings);
  const total = timed.reduce((n, r) => n + r.timings.totalMs, 0);
  const slowest = [...timed].sort((a, b) => b.timings.totalMs - a.timings.totalMs).slice(0, 5);
  lines.push(
    `time: ${Math.round(total / 1000)} s over ${timed.length} repositories; slowest ${slowest
      .map(
        (r) =>
          `${r.repo} ${Math.round(r.timings.totalMs / 1000)} s (scan ${Math.round(r.timings.scanMs / 1000)} s)`,
      )
      .join(', ')}`,
  );
  const failed = results.filter((r) => r.error);
  if (failed.length > 0) lines.push(`failed: ${failed.map((r) => `${r.repo} (${r.error})`).join('; ')}`);
  return lines;
}
