import type { DriftIssueStatus, DriftSeverity } from '@driftwatch/contract';

export const severityTones: Record<DriftSeverity, 'danger' | 'warning' | 'accent' | 'neutral'> = {
  critical: 'danger',
  high: 'warning',
  medium: 'accent',
  low: 'neutral',
};

export const statusTones: Record<DriftIssueStatus, 'danger' | 'warning' | 'success' | 'neutral' | 'accent'> =
  {
    open: 'danger',
    in_progress: 'accent',
    resolved: 'success',
    ignored: 'neutral',
    false_positive: 'neutral',
  };

/** Status values are shown with underscores as spaces. */
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}

/** Truncates to n characters with an ellipsis when cut. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
