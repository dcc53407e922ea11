import type { Member } from '@driftwatch/contract';

export interface SeatChangeBlock {
  title: string;
  description: string;
}

/**
 * Why assigning a seat cannot work, before asking the server: every bought seat is taken, or the
 * member has no account yet. Freeing a seat is never blocked here.
 */
export function seatChangeBlock(
  member: Member,
  assign: boolean,
  seats: { used: number; assigned: number },
): SeatChangeBlock | null {
  if (!assign) return null;
  if (member.user_id === null)
    return { title: 'Cannot assign seat', description: 'This member has no account yet.' };
  if (seats.used >= seats.assigned)
    return {
      title: 'Seat limit reached',
      description: 'No available seats. Increase seats in Billing or free a seat.',
    };
  return null;
}
