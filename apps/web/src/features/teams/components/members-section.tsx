import type { Member } from '@driftwatch/contract';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterBar, filterSelect } from '../../../components/ui/filter-bar';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberSeat } from '../api/update-member-seat';
import { filterMembers, type MemberFilters, noMemberFilters } from '../lib/filter-members';
import { seatChangeBlock } from '../lib/seat-change-block';
import { MemberRow } from './member-row';

interface MembersSectionProps {
  organizationId: string;
  members: Member[];
  currentUserId: string;
  assignedSeats: number;
  canManage: boolean;
  suspended: boolean;
}

export function MembersSection(props: MembersSectionProps) {
  const { organizationId, members, currentUserId, assignedSeats, canManage, suspended } = props;
  const [filters, setFilters] = useState<MemberFilters>(noMemberFilters);
  const [removing, setRemoving] = useState<Member>();
  const seat = useUpdateMemberSeat({
    onSuccess: (response) => toast({ title: response.message, variant: 'success' }),
    onError: (error) =>
      toast({
        title: 'Failed to update seat',
        description: errorMessage(error, 'Unable to change seat assignment'),
        variant: 'error',
      }),
  });
  const remove = useRemoveMember({
    onSuccess: (response) => toast({ title: response.message, variant: 'success' }),
    onError: (error) =>
      toast({
        title: 'Error removing member',
        description: errorMessage(error, 'Error removing member'),
        variant: 'error',
      }),
  });
  const usedSeats = members.filter((member) => member.has_seat).length;
  const shown = filterMembers(members, filters);
  const set =
    <Key extends keyof MemberFilters>(key: Key) =>
    (value: MemberFilters[Key]) =>
      setFilters((current) => ({ ...current, [key]: value }));

  function changeSeat(member: Member, assign: boolean) {
    const block = seatChangeBlock(member, assign, { used: usedSeats, assigned: assignedSeats });
    if (block) {
      toast({ title: block.title, description: block.description, variant: 'error' });
      return;
    }
    seat.mutate({ organizationId, memberId: member.id, hasSeat: assign });
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle>Members</CardTitle>
        <p className="text-sm text-slate-600">
          {usedSeats} of {assignedSeats} {assignedSeats === 1 ? 'seat' : 'seats'} assigned
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <FilterBar
          search={{
            label: 'Search members',
            placeholder: 'Search by name or email',
            value: filters.search,
            onChange: set('search'),
          }}
          selects={[
            filterSelect({
              label: 'Role',
              value: filters.role,
              options: [
                { value: 'all', label: 'All roles' },
                { value: 'owner', label: 'Owner' },
                { value: 'admin', label: 'Admin' },
                { value: 'member', label: 'Member' },
              ],
              onChange: set('role'),
            }),
            filterSelect({
              label: 'Status',
              value: filters.status,
              options: [
                { value: 'all', label: 'All statuses' },
                { value: 'active', label: 'Active' },
                { value: 'pending', label: 'Pending' },
              ],
              onChange: set('status'),
            }),
            filterSelect({
              label: 'Seat',
              value: filters.seat,
              options: [
                { value: 'all', label: 'All seats' },
                { value: 'assigned', label: 'Seat assigned' },
                { value: 'unassigned', label: 'No seat' },
              ],
              onChange: set('seat'),
            }),
          ]}
        />
        {shown.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No members match your filters"
            description="Try another search or clear the filters."
            action={
              <Button variant="secondary" onClick={() => setFilters(noMemberFilters)}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Members">
            {shown.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                isSelf={member.user_id === currentUserId}
                canManage={canManage}
                locked={suspended || seat.isPending || remove.isPending}
                onSeatChange={(assign) => changeSeat(member, assign)}
                onRemove={() => setRemoving(member)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => {
          if (!open) setRemoving(undefined);
        }}
        title="Remove member?"
        description={`${removing?.name ?? removing?.email ?? ''} will lose access to this organization's repositories and drift issues.`}
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) remove.mutate({ organizationId, memberId: removing.id });
        }}
      />
    </Card>
  );
}
