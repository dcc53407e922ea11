// Scan configuration: given by the caller, read from `.driftwatch.yml`, or both (caller wins).

export interface IgnoreConfig {
  /** Finding fingerprints to drop. */
  fingerprints: string[];
  /** Rule ids or subtypes to drop. */
  rules: string[];
  /** Glob patterns of doc or code paths whose findings are dropped. */
  paths: string[];
}

export interface DriftwatchConfig {
  /** Globs of documentation files (default: every Markdown/MDX file). */
  docs: string[];
  /** The main doc file (README.md by default); used for display only. */
  mainDoc?: string;
  /** Globs of code files (default: every file with a known extension). */
  code: string[];
  /** Globs excluded from the scan, on top of .gitignore and the built-in vendored/generated list. */
  exclude: string[];
  ignore: IgnoreConfig;
  /** Report public API no doc mentions (low severity). */
  undocumentedApi: boolean;
  /** Use git history as evidence for removed or renamed symbols. */
  history: boolean;
}

export const DEFAULT_CONFIG: DriftwatchConfig = {
  docs: [],
  code: [],
  exclude: [],
  ignore: { fingerprints: [], rules: [], paths: [] },
  undocumentedApi: true,
  history: true,
};
