import { BellPlus, Play, Unplug, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';

interface RepositoryBulkBarProps {
  selectedCount: number;
  totalCount: number;
  onSelectAll: (selected: boolean) => void;
  onTriggerScans: () => void;
  onAddNotifications: () => void;
  onDisconnect: () => void;
  onClear: () => void;
  busy: boolean;
}

export function RepositoryBulkBar(props: RepositoryBulkBarProps) {
  const { selectedCount, totalCount, busy } = props;
  const all = selectedCount === totalCount;
  return (
    <section
      className="sticky top-2 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-accent-200 bg-accent-50 p-3 shadow-sm"
      aria-label="Bulk actions"
    >
      <div className="flex items-center gap-2 text-sm font-medium text-accent-800">
        <Checkbox
          checked={all ? true : 'indeterminate'}
          onCheckedChange={(checked) => props.onSelectAll(checked === true)}
          aria-label="Select all"
        />
        <span aria-live="polite">
          {selectedCount} of {totalCount} selected
        </span>
      </div>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Button size="sm" onClick={props.onTriggerScans} disabled={busy}>
          <Play aria-hidden /> Trigger Scans
        </Button>
        <Button size="sm" variant="secondary" onClick={props.onAddNotifications} disabled={busy}>
          <BellPlus aria-hidden /> Add Notifications
        </Button>
        <Button size="sm" variant="danger" onClick={props.onDisconnect} disabled={busy}>
          <Unplug aria-hidden /> Disconnect
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onClear}>
          <X aria-hidden /> Clear Selection
        </Button>
      </div>
    </section>
  );
}
