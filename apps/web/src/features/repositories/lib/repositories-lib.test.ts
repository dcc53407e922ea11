import { describe, expect, it } from 'vitest';
import { type AlertForm, alertFormSchema, buildAlertPayload } from './alert-form-schema';
import { defaultRepositoryFilters, filterRepositories, initialRepositoryTab } from './filter-repositories';
import { splitLines, splitPatterns } from './split-patterns';

const repos = [
  { name: 'api', fullName: 'acme/api', status: 'monitored', provider: 'git', activeAlerts: 0 },
  { name: 'web', fullName: 'acme/web', status: 'paused', provider: 'github', activeAlerts: 1 },
  { name: 'docs', fullName: 'acme/handbook', status: 'monitored', provider: 'gitlab', activeAlerts: 3 },
  { name: 'jobs', fullName: 'acme/jobs', status: 'error', provider: 'github', activeAlerts: 4 },
] as const;

const names = (filters: Partial<typeof defaultRepositoryFilters>) =>
  filterRepositories(repos, { ...defaultRepositoryFilters, ...filters }).map((repo) => repo.name);

describe('filterRepositories', () => {
  it('starts on monitored repositories', () => {
    expect(names({})).toEqual(['api', 'docs']);
  });
  it('searches name and full name, case-insensitively', () => {
    expect(names({ status: 'all', search: 'HANDBOOK' })).toEqual(['docs']);
    expect(names({ status: 'all', search: ' we ' })).toEqual(['web']);
  });
  it('filters by provider', () => {
    expect(names({ status: 'all', provider: 'github' })).toEqual(['web', 'jobs']);
  });
  it('tells with, without and many (3 or more) alerts apart', () => {
    expect(names({ status: 'all', alerts: 'with-alerts' })).toEqual(['web', 'docs', 'jobs']);
    expect(names({ status: 'all', alerts: 'no-alerts' })).toEqual(['api']);
    expect(names({ status: 'all', alerts: 'many-alerts' })).toEqual(['docs', 'jobs']);
  });
});

describe('initialRepositoryTab', () => {
  it('opens the available tab only when nothing is connected and something is available', () => {
    expect(initialRepositoryTab(0, 2)).toBe('available');
    expect(initialRepositoryTab(0, 0)).toBe('connected');
    expect(initialRepositoryTab(1, 2)).toBe('connected');
  });
});

describe('pattern splitting', () => {
  it('splits patterns on commas and folders on newlines, dropping empties', () => {
    expect(splitPatterns(' *.ts, ,*.py ,')).toEqual(['*.ts', '*.py']);
    expect(splitLines('/docs/\r\n\n  /guide/ \n')).toEqual(['/docs/', '/guide/']);
  });
});

describe('alertFormSchema', () => {
  const base = {
    type: 'email' as const,
    target: 'a@acme.io, b@acme.io',
    events: ['drift_detected' as const],
    active: true,
  };
  const problems = (form: typeof base | AlertForm) => {
    const result = alertFormSchema.safeParse(form);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };
  it('asks for a target and at least one event, each on its own field', () => {
    expect(problems({ ...base, target: '  ', events: [] })).toEqual(
      expect.arrayContaining([
        ['target', 'Please enter a target for notifications.'],
        ['events', 'Please select at least one event to monitor.'],
      ]),
    );
  });
  it('checks the target as the server does', () => {
    expect(problems({ ...base, target: 'a@acme.io, nope' })).toEqual([
      ['target', 'nope is not a valid email address'],
    ]);
    expect(problems({ ...base, type: 'webhook', target: 'http://x.io/h' })).toEqual([
      ['target', 'The webhook URL must be a valid HTTPS URL'],
    ]);
  });
  it('sends each type its own target field', () => {
    expect(problems(base)).toEqual([]);
    expect(buildAlertPayload(base)).toEqual({
      type: 'email',
      events: ['drift_detected'],
      active: true,
      emails: 'a@acme.io, b@acme.io',
    });
    expect(buildAlertPayload({ ...base, type: 'slack', target: '#docs, eng' })).toMatchObject({
      channels: ['docs', 'eng'],
    });
    expect(buildAlertPayload({ ...base, type: 'webhook', target: 'https://x.io/h' })).toMatchObject({
      webhookUrl: 'https://x.io/h',
    });
  });
});
