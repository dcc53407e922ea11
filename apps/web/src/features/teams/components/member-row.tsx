import type { Member } from '@driftwatch/contract';
import { Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { formatDate } from '../../../lib/format-date';

interface MemberRowProps {
  member: Member;
  isSelf: boolean;
  canManage: boolean;
  /** Suspended, or a change of this member is under way. */
  locked: boolean;
  onSeatChange: (assign: boolean) => void;
  onRemove: () => void;
}

const roleTone = { owner: 'accent', admin: 'warning', member: 'neutral' } as const;

export function MemberRow({ member, isSelf, canManage, locked, onSeatChange, onRemove }: MemberRowProps) {
  const label = member.name ?? member.email;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">
          {label}
          {isSelf ? <span className="ml-2 text-sm font-normal text-slate-500">(you)</span> : null}
        </p>
        <p className="text-sm break-words text-slate-600">
          {member.name ? `${member.email} · ` : ''}
          {member.joined_at ? `Joined ${formatDate(member.joined_at)}` : 'Not joined yet'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={roleTone[member.role]} className="capitalize">
          {member.role}
        </Badge>
        <Badge tone={member.status === 'active' ? 'success' : 'warning'} className="capitalize">
          {member.status}
        </Badge>
      </div>
      <div className="flex items-center gap-3">
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <Switch
            id={`seat-${member.id}`}
            checked={member.has_seat}
            disabled={!canManage || locked}
            onCheckedChange={onSeatChange}
            aria-label={`Seat for ${member.email}`}
          />
          <label htmlFor={`seat-${member.id}`}>{member.has_seat ? 'Seat assigned' : 'No seat'}</label>
        </div>
        {canManage && member.role !== 'owner' && !isSelf ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={locked}
            aria-label={`Remove ${label}`}
            onClick={onRemove}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 aria-hidden /> Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}
