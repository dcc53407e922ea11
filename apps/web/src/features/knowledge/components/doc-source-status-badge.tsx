import type { DocSourceStatus } from '@driftwatch/contract';
import { Badge } from '../../../components/ui/badge';

const statusBadges = {
  idle: { tone: 'neutral', label: 'Not synced yet' },
  syncing: { tone: 'accent', label: 'Syncing' },
  ok: { tone: 'success', label: 'Synced' },
  error: { tone: 'danger', label: 'Sync failed' },
} as const satisfies Record<DocSourceStatus, { tone: string; label: string }>;

/** A source's last sync as a badge; a failure's reason is in its title. */
export function DocSourceStatusBadge({
  status,
  lastError,
}: {
  status: DocSourceStatus;
  lastError: string | null;
}) {
  const badge = statusBadges[status];
  return (
    <Badge tone={badge.tone} title={lastError ?? undefined}>
      {badge.label}
    </Badge>
  );
}
