import { describe, expect, it } from 'vitest';
import { isHistoryDoc } from '../src/discover/classify-path.js';

describe('pages that describe past API on purpose', () => {
  it('counts changelogs, migration guides and "what\'s new" pages, not guides', () => {
    expect(isHistoryDoc('docs/whats_new.md')).toBe(true);
    expect(isHistoryDoc('docs/whatsnew.md')).toBe(true);
    expect(isHistoryDoc('CHANGELOG.md')).toBe(true);
    expect(isHistoryDoc('docs/migrate-v2-to-v3.md')).toBe(true);
    expect(isHistoryDoc('rfcs/0296-structured-logging.md')).toBe(true);
    expect(isHistoryDoc('docs/rfc-process.md')).toBe(false);
    expect(isHistoryDoc('docs/guide/new-features.md')).toBe(false);
    expect(isHistoryDoc('README.md')).toBe(false);
  });
});
