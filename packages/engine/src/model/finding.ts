// The scan report, described field by field in docs/report-format.md. It only grows: fields are
// added, never renamed, since the CLI's JSON output, the benchmarks and the server all read it.

export type Severity = 'critical' | 'high' | 'medium' | 'low';
export type Category = 'internal_docs' | 'external_docs' | 'code' | 'pr' | 'security';

export interface Finding {
  fingerprint: string;
  category: Category;
  subtype: string;
  type: string;
  severity: Severity;
  confidence: number;
  title: string;
  description: string;
  identifier: string;
  doc: { path: string; line: number; endLine: number; claim: string } | null;
  code: { path: string; line: number; reality: string } | null;
  suggestions: string[];
  /** Which rule produced the finding (used for ignores by rule). */
  rule: string;
  /**
   * The doc fix as a unified diff against the repository root (`--- a/docs/x.md`), present only
   * when the fix is certain: a rename with exactly one candidate, found once on the doc line.
   */
  patch?: string;
  /** The same fix as one text edit, for tools that replace a range (SARIF fixes, suggestions). */
  edit?: DocEdit;
}

/** Replace `deleted` at `line`:`column` (1-based; columns in UTF-16 code units) with `inserted`. */
export interface DocEdit {
  path: string;
  line: number;
  column: number;
  deleted: string;
  inserted: string;
  /** The whole line after the edit, without its line break (a GitHub suggestion replaces lines). */
  newLine: string;
  /** SHA-256 of the file the edit was computed from: a file changed since then is not edited. */
  fileSha256: string;
}

export interface ScanStats {
  codeFiles: number;
  docFiles: number;
  bytes: number;
  durationMs: number;
  cachedFiles: number;
}

/** A file the scan left out, and why (`not read: nesting deeper than 500`, `over the time budget`). */
export interface SkippedFile {
  path: string;
  reason: string;
}

/**
 * Doc pages the walk did not list one by one, counted per reason: those inside folders it does not
 * enter (vendored, generated, ignored by .gitignore, excluded by config) and single pages ignored
 * by .gitignore.
 */
export interface SkippedGroup {
  reason: string;
  /** Pages of a readable format (Markdown, MDX, reStructuredText, AsciiDoc) counted. */
  docFiles: number;
  /** True when counting stopped early (a very large node_modules): `docFiles` is a lower bound. */
  atLeast?: boolean;
  /** The skipped folders (or ignored pages) that hold them, in path order. */
  paths: string[];
}

/** The formats the doc reader reads; a Markdown page with MyST directives is `markdown`. */
export type DocFormat = 'markdown' | 'mdx' | 'rst' | 'asciidoc';

/** A doc page the scan read. */
export interface ReadDoc {
  path: string;
  format: DocFormat;
}

export interface ScanReport {
  tool: { name: 'driftwatch'; version: string };
  root: string;
  stats: ScanStats;
  findings: Finding[];
  /** Files not read, so their drift is not reported; the rest of the tree still is. */
  skipped: SkippedFile[];
  /** Every doc page read (checkout paths, then external pages by URL), in path order. */
  docsRead: ReadDoc[];
  /** Doc pages left out without a line each in `skipped`, counted per reason. */
  skippedGroups: SkippedGroup[];
  base?: string;
}

export const SEVERITY_RANK: Record<Severity, number> = { low: 1, medium: 2, high: 3, critical: 4 };
