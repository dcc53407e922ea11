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
  return `${ratio(t, t + f)} (${t} true, ${f} false, ${d} debatable)`;
}

export function judgedFigures(results, judgments, figures) {
  // Precision is the run's own sample of findings, with the verdicts judgments.json holds for them.
  const sampled = results.flatMap((r) =>
    (r.sample ?? []).map((s) => ({ ...s, ...(judgments[`${r.repo}@${r.commit}`]?.[s.key] ?? {}) })),
  );
  const judged = sampled.filter((j) => j.verdict);
  figures.set(
    'findings judged (undocumented apart)',
    `${judged.length}, awaiting a verdict: ${sampled.length - judged.length}`,
  );
  figures.set('precision overall', precision(judged));
  const bySubtype = Object.entries(countBy(judged, (j) => j.subtype)).sort(
    (a, b) => b[1].length - a[1].length,
  );
  for (const [subtype, list] of bySubtype) figures.set(`  precision ${subtype}`, precision(list));
}

export function plantedFigures(results, figures) {
  const plants = results.flatMap((r) => r.planted ?? []);
  const reported = plants.filter((p) => p.reported).length;
  figures.set('planted-change recall', `${ratio(reported, plants.length)} (${reported}/${plants.length})`);
  for (const [kind, list] of Object.entries(countBy(plants, (p) => p.kind)).sort()) {
    const found = list.filter((p) => p.reported).length;
    figures.set(`  ${kind}`, `${ratio(found, list.length)} (${found}/${list.length})`);
  }
  const renames = plants.filter((p) => p.reported && 'rightName' in p);
  const right = renames.filter((p) => p.rightName).length;
  figures.set(
    '  right new name on reported renames',
    `${ratio(right, renames.length)} (${right}/${renames.length})`,
  );
  const allRenames = plants.filter((p) => 'rightName' in p);
  figures.set(
    '  right new name on all renames',
    `${ratio(right, allRenames.length)} (${right}/${allRenames.length})`,
  );
}

export function historyFigures(results, figures) {
  const commits = results.flatMap((r) => r.history ?? []);
  const labels = commits.flatMap((h) => h.labels);
  const found = labels.filter((l) => l.found).length;
  const fixed = commits.filter((c) => c.labels.some((l) => l.found)).length;
  figures.set(
    'real doc-fix recall, commits with a line found',
    `${ratio(fixed, commits.length)} (${fixed}/${commits.length} commits)`,
  );
  figures.set(
    '  real doc-fix recall, labelled lines',
    `${ratio(found, labels.length)} (${found}/${labels.length})`,
  );
  for (const [kind, list] of Object.entries(countBy(labels, (l) => l.kind)).sort()) {
    figures.set(
      `  ${kind} lines`,
      `${ratio(list.filter((l) => l.found).length, list.length)} (${list.filter((l) => l.found).length}/${list.length})`,
    );
  }
}

// Folders whose Markdown the engine leaves out as test data or a separate project.
const TEST_DATA = /(?:^|\/)(?:tests?|__tests__|fixtures?|samples?|examples?)\//;

/** How many doc files no report listed as read or skipped, and how many of them sit in test data. */
export function describeSilentSkips(results) {
  const silent = results.flatMap((r) => (r.silentSkips ?? []).map((p) => `${r.repo}:${p}`));
  if (silent.length === 0) return '0';
  const inTestData = silent.filter((p) => TEST_DATA.test(p.split(':')[1])).length;
  return `${silent.length} (${inTestData} in test, fixture or example folders; e.g. ${silent.slice(0, 3).join(', ')})`;
}

/** The figures the issue asks for, by measure, from the per-repository results and the verdicts. */
function figuresOf(results, judgments) {
  const figures = new Map();
  const measured = results.filter((r) => !r.error);
  // A repository listed for some parts only (`"parts": ["history"]`) counts in those parts alone.
  const historyOnly = measured.filter((r) => !r.parts?.includes('findings') && !r.parts?.includes('planted'));
  figures.set(
    'repositories measured',
    historyOnly.length === 0
      ? String(measured.length)
      : `${measured.length} (${historyOnly.length} for history only)`,
  );
  const whole = measured.filter((r) => !historyOnly.includes(r));
  judgedFigures(whole, judgments, figures);
  plantedFigures(whole, figures);
  historyFigures(measured, figures);
  figures.set('doc files of a supported format skipped silently', describeSilentSkips(whole));
  const total = measured.reduce((n, r) => n + (r.timings?.totalMs ?? 0), 0);
  figures.set('time (all parts, summed over repositories)', `${Math.round(total / 1000)} s`);
  return figures;
}

/** The figures as printable lines, with the slowest repositories and those that failed. */
export function summarizeResults(results, judgments) {
  const lines = [...figuresOf(results, judgments)].map(([measure, value]) => `${measure}: ${value}`);
  const slowest = results
    .filter((r) => r.timings)
    .sort((a, b) => b.timings.totalMs - a.timings.totalMs)
    .slice(0, 5);
  lines.push(
    `slowest: ${slowest.map((r) => `${r.repo} ${Math.round(r.timings.totalMs / 1000)} s${r.timings.scanMs === undefined ? '' : ` (first scan ${Math.round(r.timings.scanMs / 1000)} s)`}`).join(', ')}`,
  );
  const failed = results.filter((r) => r.error);
  if (failed.length > 0) lines.push(`failed: ${failed.map((r) => `${r.repo} (${r.error})`).join('; ')}`);
  return lines;
}
