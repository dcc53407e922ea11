/** Doc files of a format the engine reads that the report neither lists as read nor as skipped. */
export function findSilentSkips(report, docs) {
  const seen = new Set([...report.docsRead.map((d) => d.path), ...report.skipped.map((s) => s.path)]);
  return docs.filter((d) => !seen.has(d));
}
