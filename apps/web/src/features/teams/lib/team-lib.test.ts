import type { Member } from '@driftwatch/contract';
import { describe, expect, it } from 'vitest';
import { filterMembers, noMemberFilters } from './filter-members';
import { seatChangeBlock } from './seat-change-block';

function member(overrides: Partial<Member>): Member {
  return {
    id: crypto.randomUUID(),
    user_id: crypto.randomUUID(),
    email: 'someone@example.com',
    name: 'Someone',
    role: 'member',
    status: 'active',
    has_seat: true,
    joined_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('filterMembers', () => {
  const owner = member({ email: 'olivia@acme.test', name: 'Olivia Owner', role: 'owner' });
  const admin = member({ email: 'adam@acme.test', name: 'Adam Admin', role: 'admin', has_seat: false });
  const pending = member({ email: 'pat@acme.test', name: null, status: 'pending', user_id: null });
  const all = [owner, admin, pending];

  it('keeps everyone without filters', () => {
    expect(filterMembers(all, noMemberFilters)).toEqual(all);
  });

  it('searches names and addresses case-insensitively', () => {
    expect(filterMembers(all, { ...noMemberFilters, search: 'ADAM' })).toEqual([admin]);
    expect(filterMembers(all, { ...noMemberFilters, search: 'pat@' })).toEqual([pending]);
    expect(filterMembers(all, { ...noMemberFilters, search: 'nobody' })).toEqual([]);
  });

  it('combines role, status and seat', () => {
    expect(filterMembers(all, { ...noMemberFilters, role: 'owner' })).toEqual([owner]);
    expect(filterMembers(all, { ...noMemberFilters, status: 'pending' })).toEqual([pending]);
    expect(filterMembers(all, { ...noMemberFilters, seat: 'unassigned' })).toEqual([admin]);
    expect(filterMembers(all, { ...noMemberFilters, seat: 'assigned', role: 'admin' })).toEqual([]);
  });
});

describe('seatChangeBlock', () => {
  it('blocks assigning when every seat is used, with the spec text', () => {
    expect(seatChangeBlock(member({ has_seat: false }), true, { used: 2, assigned: 2 })).toEqual({
      title: 'Seat limit reached',
      description: 'No available seats. Increase seats in Billing or free a seat.',
    });
  });

  it('blocks assigning to a member without an account', () => {
    expect(seatChangeBlock(member({ user_id: null }), true, { used: 0, assigned: 5 })?.title).toBe(
      'Cannot assign seat',
    );
  });

  it('lets a seat be assigned while one is free, and always lets one be freed', () => {
    expect(seatChangeBlock(member({ has_seat: false }), true, { used: 1, assigned: 2 })).toBeNull();
    expect(seatChangeBlock(member({}), false, { used: 9, assigned: 2 })).toBeNull();
  });
});
