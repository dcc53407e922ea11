import { describe, expect, it } from 'vitest';
import {
  canManageTeam,
  liveEventSchema,
  liveEventTypes,
  memberCanManageTeam,
  pathFor,
  routes,
} from './index.js';

describe('the team-management right', () => {
  it('belongs to owners, admins and members granted it', () => {
    expect(memberCanManageTeam({ role: 'owner', canManageTeam: false })).toBe(true);
    expect(memberCanManageTeam({ role: 'admin', canManageTeam: false })).toBe(true);
    expect(memberCanManageTeam({ role: 'member', canManageTeam: true })).toBe(true);
    expect(memberCanManageTeam({ role: 'member', canManageTeam: false })).toBe(false);
  });

  it('is open to a user outside any organization, who may create one', () => {
    const outside = { is_in_organization: false, can_manage_team: false, role: null };
    expect(canManageTeam(outside)).toBe(true);
    expect(canManageTeam({ ...outside, is_in_organization: true, role: 'member' })).toBe(false);
    expect(canManageTeam({ ...outside, is_in_organization: true, role: 'admin' })).toBe(true);
  });
});

describe('live event names', () => {
  it('lists every event the schema accepts, and only those', () => {
    expect(liveEventTypes).toEqual([
      'scan.started',
      'scan.progress',
      'scan.finished',
      'issue.created',
      'issue.updated',
      'repository.updated',
      'doc_source.progress',
      'doc_source.finished',
    ]);
    const at = new Date().toISOString();
    const repositoryId = '00000000-0000-4000-8000-000000000000';
    expect(liveEventSchema.safeParse({ type: 'repository.updated', repositoryId, at }).success).toBe(true);
    expect(liveEventSchema.safeParse({ type: 'repository.deleted', repositoryId, at }).success).toBe(false);
    const progress = { type: 'doc_source.progress', docSourceId: repositoryId, done: 3, total: 12, at };
    expect(liveEventSchema.safeParse({ ...progress, phase: 'syncing' }).success).toBe(true);
    expect(liveEventSchema.safeParse({ ...progress, phase: 'reading' }).success).toBe(false);
  });
});

describe('the route table', () => {
  it('fills every parameter of a nested route, URL-encoded', () => {
    expect(pathFor(routes.repositories.testNotificationChannel, { id: 'r/1', channelId: 'c 2' })).toBe(
      '/api/repositories/r%2F1/notification-channels/c%202/test',
    );
  });

  it('holds only API paths, apart from the emailed password-setup link', () => {
    const paths = Object.values(routes).flatMap((group) => Object.values(group));
    expect(paths.every((path) => path.startsWith('/api/') || path === '/setup-password')).toBe(true);
  });
});
