import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../../lib/file-name-from-disposition';
import { concernNames, summarizeConcerns } from './concern-names';
import { statusLabel, truncate } from './issue-labels';

describe('concern names', () => {
  const files = [
    {
      path: 'a.ts',
      functions: ['createOrder', 'cancelOrder'],
      classes: ['OrderService'],
      exports: ['createOrder'],
    },
    { path: 'b.ts', functions: ['refund'], classes: [], exports: ['VERSION'] },
  ];
  it('lists functions, classes and exports once each', () => {
    expect(concernNames(files)).toEqual(['createOrder', 'cancelOrder', 'OrderService', 'refund', 'VERSION']);
  });
  it('shows up to 3 names plus a count', () => {
    expect(summarizeConcerns(concernNames(files))).toEqual({
      names: ['createOrder', 'cancelOrder', 'OrderService'],
      more: 2,
    });
    expect(summarizeConcerns(['a'])).toEqual({ names: ['a'], more: 0 });
  });
});

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
