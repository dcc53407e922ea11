import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../../lib/file-name-from-disposition';
import { statusLabel, truncate } from './issue-labels';

describe('fileNameFromDisposition', () => {
  it('reads filename and filename*, preferring the encoded one', () => {
    expect(fileNameFromDisposition('attachment; filename="issues.csv"', 'x.csv')).toBe('issues.csv');
    expect(
      fileNameFromDisposition("attachment; filename=a.csv; filename*=UTF-8''r%C3%A9sum%C3%A9.csv", 'x'),
    ).toBe('résumé.csv');
  });
  it('falls back to the default name', () => {
    expect(fileNameFromDisposition(null, 'drift-issues-export.csv')).toBe('drift-issues-export.csv');
    expect(fileNameFromDisposition('attachment', 'drift-issues-export.csv')).toBe('drift-issues-export.csv');
  });
});

describe('labels', () => {
  it('shows underscores as spaces and truncates long text', () => {
    expect(statusLabel('false_positive')).toBe('false positive');
    expect(truncate('abcdef', 4)).toBe('abcd…');
    expect(truncate('abc', 4)).toBe('abc');
  });
});
