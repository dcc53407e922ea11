import type { DriftIssueActivity } from '@driftwatch/contract';
import { describe, expect, it } from 'vitest';
import { describeIssueActivity } from './describe-issue-activity';

function entry(overrides: Partial<DriftIssueActivity>): DriftIssueActivity {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'detected',
    actor: { id: null, name: 'Driftwatch scanner' },
    from_status: null,
    to_status: null,
    commit_sha: null,
    note: null,
    alert: null,
    tracker: null,
    created_at: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

describe('describeIssueActivity', () => {
  it('names the commit of a detection and of a regression with 7 characters', () => {
    const sha = 'abc1234def5678abc1234def5678abc1234def56';
    expect(describeIssueActivity(entry({ kind: 'detected', commit_sha: sha })).title).toBe(
      'Detected by the scan of commit abc1234',
    );
    expect(describeIssueActivity(entry({ kind: 'reopened', commit_sha: sha })).title).toBe(
      'Re-opened: still detected in commit abc1234',
    );
  });

  it('says the statuses of a change with spaces, and keeps its why', () => {
    expect(
      describeIssueActivity(
        entry({
          kind: 'status_changed',
          from_status: 'open',
          to_status: 'false_positive',
          note: 'On purpose',
        }),
      ),
    ).toEqual({ title: 'Changed the status from open to false positive', note: 'On purpose' });
  });

  it('describes comments, alerts and tracker pushes', () => {
    expect(describeIssueActivity(entry({ kind: 'comment_added', note: 'Looks right' }))).toEqual({
      title: 'Commented',
      note: 'Looks right',
    });
    const alert = { type: 'email', event: 'drift_detected', target: 'team@example.com' };
    expect(describeIssueActivity(entry({ kind: 'alert_sent', alert })).title).toBe(
      'Sent a drift detected alert by email to team@example.com',
    );
    expect(
      describeIssueActivity(
        entry({ kind: 'alert_failed', alert: { ...alert, type: 'teams' }, note: 'Not connected' }),
      ),
    ).toEqual({
      title: 'Could not send a drift detected alert by Microsoft Teams to team@example.com',
      note: 'Not connected',
    });
    expect(
      describeIssueActivity(
        entry({ kind: 'tracker_pushed', tracker: { name: 'Linear', key: 'ENG-12', url: null } }),
      ).title,
    ).toBe('Pushed to Linear as ENG-12');
  });
});
