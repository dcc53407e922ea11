export type { DriftwatchConfig, IgnoreConfig } from './config/config.js';
export { DEFAULT_CONFIG } from './config/config.js';
export { loadConfig } from './config/load-config.js';
export type { ProgressEvent } from './facts/extract-all.js';
export type * from './facts/types.js';
export { type IsolationLimits, scanIsolated } from './isolate/scan-isolated.js';
export type { DocFile } from './model/doc.js';
export type {
  Category,
  DocEdit,
  DocFormat,
  Finding,
  ReadDoc,
  ScanReport,
  ScanStats,
  Severity,
  SkippedFile,
} from './model/finding.js';
export { formatReport, REPORT_FORMATS, type ReportFormat } from './report/format-report.js';
export { createRuleRegistry } from './rules/registry.js';
export type { Rule } from './rules/rule.js';
export { scan } from './scan/scan.js';
export type { ExternalDocPage, ScanOptions } from './scan/scan-options.js';
export { ENGINE_VERSION } from './version.js';
