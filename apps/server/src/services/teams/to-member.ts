import type { Member } from '@driftwatch/contract';
import type { MemberWithName } from '@driftwatch/db';

export function toMember(member: MemberWithName): Member {
  return {
    id: member.id,
    user_id: member.userId,
    email: member.email,
    name: member.name,
    role: member.role,
    status: member.status,
    has_seat: member.hasSeat,
    joined_at: member.joinedAt?.toISOString() ?? null,
  };
}
