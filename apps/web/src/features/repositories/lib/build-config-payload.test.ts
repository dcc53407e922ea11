import { describe, expect, it } from 'vitest';
import { buildConfigPayload, type ConfigForm } from './build-config-payload';

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
});
