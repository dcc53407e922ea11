import { describe, expect, it } from 'vitest';
import { buildConfigPayload, type ConfigForm, configFormSchema } from './build-config-payload';

const form: ConfigForm = {
  docFolders: '/docs/\n\n/guide/ ',
  mainDocFile: ' README.md ',
  customMappingFile: ' ',
  codePatterns: '*.ts, *.py,',
  docPatterns: '*.md',
  ignorePatterns: 'node_modules/*, , *.bak',
  scheduleType: 'daily',
  customCron: '0 1 * * *',
  detectAPIChanges: true,
  detectBreaking: false,
  changeDetection: null,
  pollHours: '24',
  tags: 'api, payments ,',
  notes: 'Owned by the API team',
};

describe('buildConfigPayload', () => {
  it('splits the text fields and drops the cron unless the schedule is custom', () => {
    const payload = buildConfigPayload(form);
    expect(payload.mappingConfig).toEqual({
      docFolders: ['/docs/', '/guide/'],
      mainDocFile: 'README.md',
      customMappingFile: null,
      codePatterns: ['*.ts', '*.py'],
      docPatterns: ['*.md'],
      ignorePatterns: ['node_modules/*', '*.bak'],
    });
    expect(payload.scanSchedule).toEqual({
      type: 'daily',
      customCron: null,
      detectAPIChanges: true,
      detectBreaking: false,
    });
    expect(payload.meta).toEqual({ tags: ['api', 'payments'], notes: 'Owned by the API team' });
  });
  it('keeps the cron for a custom schedule', () => {
    expect(buildConfigPayload({ ...form, scheduleType: 'custom' }).scanSchedule?.customCron).toBe(
      '0 1 * * *',
    );
  });
  it('sends the change detection of a code host repository, and the poll interval when it polls', () => {
    expect(buildConfigPayload(form)).not.toHaveProperty('changeDetection');
    expect(buildConfigPayload({ ...form, changeDetection: 'webhook' })).toMatchObject({
      changeDetection: 'webhook',
    });
    expect(buildConfigPayload({ ...form, changeDetection: 'webhook' })).not.toHaveProperty('scanFrequency');
    expect(buildConfigPayload({ ...form, changeDetection: 'poll', pollHours: ' 6 ' })).toMatchObject({
      changeDetection: 'poll',
      scanFrequency: 6,
    });
  });
  it('refuses a poll interval outside 1 to 720 whole hours', () => {
    const parse = (pollHours: string) =>
      configFormSchema.safeParse({ ...form, changeDetection: 'poll', pollHours }).error?.issues[0]?.message;
    expect(parse('6')).toBeUndefined();
    expect(parse('0')).toBe('Scan frequency must be between 1 and 720 hours');
    expect(parse('1.5')).toBe('Scan frequency is a whole number of hours');
    expect(parse('')).toBe('Enter a number of hours');
    expect(configFormSchema.safeParse({ ...form, pollHours: '' }).success).toBe(true);
  });
});
