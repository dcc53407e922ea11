import { describe, expect, it } from 'vitest';
import { canAccessBilling, canManageBilling, canManageTeam, canOpenTeamsPage } from './permissions';

const alone = { is_in_organization: false, can_manage_team: false, role: null } as const;
const member = { is_in_organization: true, can_manage_team: false, role: 'member' } as const;
const trustedMember = { is_in_organization: true, can_manage_team: true, role: 'member' } as const;
const admin = { is_in_organization: true, can_manage_team: false, role: 'admin' } as const;

describe('permissions', () => {
  it('Teams shows outside an organization, with can_manage_team, or for owners and admins', () => {
    expect(canManageTeam(alone)).toBe(true);
    expect(canManageTeam(member)).toBe(false);
    expect(canManageTeam(trustedMember)).toBe(true);
    expect(canManageTeam(admin)).toBe(true);
  });
  it('Billing opens for everyone; its actions need no organization, or can_manage_team inside one', () => {
    for (const user of [alone, member, trustedMember, admin]) expect(canAccessBilling(user)).toBe(true);
    expect(canManageBilling(alone)).toBe(true);
    expect(canManageBilling(member)).toBe(false);
    expect(canManageBilling(trustedMember)).toBe(true);
    expect(canManageBilling(admin)).toBe(false);
  });
  it('the Teams page sends plain members to /dashboard', () => {
    expect(canOpenTeamsPage(member)).toBe(false);
    expect(canOpenTeamsPage(admin)).toBe(true);
    expect(canOpenTeamsPage(alone)).toBe(true);
  });
});
