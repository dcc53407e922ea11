/** Which labelled lines of a doc-fix commit's parent the scan of that parent reported. */
export function judgeDocFix(fix, report) {
  return fix.labels.map((label) => ({
    ...label,
    found: report.findings.some(
      (f) => f.doc?.path === label.path && label.line >= f.doc.line - 1 && label.line <= f.doc.endLine + 1,
    ),
  }));
}
