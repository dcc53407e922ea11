import type { DriftIssueStatus, DriftSeverity } from '@driftwatch/contract';
import { Badge } from '../../../components/ui/badge';
import { severityTones, statusLabel, statusTones } from '../lib/issue-labels';

export function SeverityBadge({ severity }: { severity: DriftSeverity }) {
  return (
    <Badge tone={severityTones[severity]} className="capitalize">
      {severity}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: DriftIssueStatus }) {
  return (
    <Badge tone={statusTones[status]} className="capitalize">
      {statusLabel(status)}
    </Badge>
  );
}
