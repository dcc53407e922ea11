const near = (finding, spot) =>
  finding.doc?.path === spot.path &&
  spot.line >= finding.doc.line - 1 &&
  spot.line <= finding.doc.endLine + 1;

/**
 * Whether a planted change was reported: a finding the unchanged checkout did not have, on one of
 * the doc lines that show the changed name; and, for a rename, whether such a finding suggests the
 * new name.
 */
export function judgePlant(plant, before, after) {
  const old = new Set(before.findings.map((f) => `${f.doc?.path}:${f.doc?.line}:${f.identifier}`));
  const fresh = after.findings.filter((f) => !old.has(`${f.doc?.path}:${f.doc?.line}:${f.identifier}`));
  const hits = fresh.filter((f) => plant.expected.some((spot) => near(f, spot)));
  const text = (f) => `${f.description} ${f.suggestions.join(' ')}`;
  return {
    kind: plant.kind,
    name: plant.name,
    ...(plant.newName ? { newName: plant.newName } : {}),
    expected: plant.expected.length,
    reported: hits.length > 0,
    linesReported: plant.expected.filter((spot) => hits.some((f) => near(f, spot))).length,
    ...(plant.newName ? { rightName: hits.some((f) => text(f).includes(plant.newName)) } : {}),
    subtypes: [...new Set(hits.map((f) => f.subtype))],
  };
}
