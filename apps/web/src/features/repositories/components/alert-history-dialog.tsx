import type { Repository } from '@driftwatch/contract';
import { Badge } from '../../../components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { useRepositoryAlerts } from '../api/fetch-repository-alerts';

interface AlertHistoryDialogProps {
  repository: Repository;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AlertHistoryDialog({ repository, open, onOpenChange }: AlertHistoryDialogProps) {
  const alerts = useRepositoryAlerts(repository.id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Alert history</DialogTitle>
          <DialogDescription>Alerts sent for {repository.fullName}.</DialogDescription>
        </DialogHeader>
        {alerts.isPending ? (
          <Spinner />
        ) : alerts.isError ? (
          <p className="text-sm text-red-700" role="alert">
            Unable to load alert history
          </p>
        ) : alerts.data.alerts.length === 0 ? (
          <p className="text-sm text-slate-600">No alerts have been sent yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {alerts.data.alerts.map((alert) => (
              <li key={alert.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium text-slate-900 capitalize">{alert.type}</span>{' '}
                  <span className="text-slate-600">
                    {alert.event.replaceAll('_', ' ')} → {alert.target}
                  </span>
                </span>
                <span className="flex items-center gap-2 text-xs text-slate-500">
                  <Badge tone={alert.status === 'sent' ? 'success' : 'danger'}>{alert.status}</Badge>
                  {formatDateTime(alert.sentAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
