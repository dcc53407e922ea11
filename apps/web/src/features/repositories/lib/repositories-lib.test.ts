import { describe, expect, it } from 'vitest';
import { defaultRepositoryFilters, filterRepositories, initialRepositoryTab } from './filter-repositories';
import { splitLines, splitPatterns } from './split-patterns';
import { validateAlert } from './validate-alert';

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

describe('validateAlert', () => {
  const base = {
    type: 'email' as const,
    target: 'a@acme.io, b@acme.io',
    events: ['drift_detected'],
    active: true,
  };
  it('asks for a target first', () => {
    expect(validateAlert({ ...base, target: '  ' })).toEqual({
      ok: false,
      title: 'Missing Information',
      description: 'Please enter a target for notifications.',
    });
  });
  it('asks for at least one event', () => {
    expect(validateAlert({ ...base, events: [] })).toMatchObject({ ok: false, title: 'No Events Selected' });
  });
  it('sends each type its own target field', () => {
    expect(validateAlert(base)).toEqual({
      ok: true,
      payload: { type: 'email', events: ['drift_detected'], active: true, emails: 'a@acme.io, b@acme.io' },
    });
    expect(validateAlert({ ...base, type: 'slack', target: '#docs, eng' })).toMatchObject({
      ok: true,
      payload: { channels: ['docs', 'eng'] },
    });
    expect(validateAlert({ ...base, type: 'webhook', target: 'https://x.io/h' })).toMatchObject({
      ok: true,
      payload: { webhookUrl: 'https://x.io/h' },
    });
  });
});
