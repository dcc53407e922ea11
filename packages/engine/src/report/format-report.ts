import type { ScanReport } from '../model/finding.js';
import { formatCodeQuality } from './format-code-quality.js';
import { formatJson } from './format-json.js';
import { formatMarkdown } from './format-markdown.js';
import { formatSarif } from './format-sarif.js';
import { formatText } from './format-text.js';

export const REPORT_FORMATS = ['json', 'sarif', 'text', 'markdown', 'codequality'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const REPORTERS: Record<ReportFormat, (report: ScanReport) => string> = {
  json: formatJson,
  sarif: formatSarif,
  text: formatText,
  markdown: formatMarkdown,
  codequality: formatCodeQuality,
};

export function formatReport(report: ScanReport, format: ReportFormat): string {
  return REPORTERS[format](report);
}
