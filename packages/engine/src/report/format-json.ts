import type { ScanReport } from '../model/finding.js';

export function formatJson(report: ScanReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
