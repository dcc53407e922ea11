import type { Member, Role } from '@driftwatch/contract';

export interface MemberFilters {
  search: string;
  role: Role | 'all';
  status: Member['status'] | 'all';
  seat: 'all' | 'assigned' | 'unassigned';
}

export const noMemberFilters: MemberFilters = { search: '', role: 'all', status: 'all', seat: 'all' };

/** The members matching every filter; the search looks at names and addresses, ignoring case. */
export function filterMembers(members: readonly Member[], filters: MemberFilters): Member[] {
  const needle = filters.search.trim().toLowerCase();
  return members.filter(
    (member) =>
      (needle === '' ||
        member.email.toLowerCase().includes(needle) ||
        (member.name ?? '').toLowerCase().includes(needle)) &&
      (filters.role === 'all' || member.role === filters.role) &&
      (filters.status === 'all' || member.status === filters.status) &&
      (filters.seat === 'all' || member.has_seat === (filters.seat === 'assigned')),
  );
}
