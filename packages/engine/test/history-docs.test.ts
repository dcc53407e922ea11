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

  it('counts version histories, RFCs, proposals, decision records and contributor guides, not pages about versioning', () => {
    expect(isHistoryDoc('docs/versions.rst')).toBe(true);
    expect(isHistoryDoc('rfcs/0296-structured-logging.md')).toBe(true);
    expect(isHistoryDoc('docs/proposals/streaming.md')).toBe(true);
    expect(isHistoryDoc('docs/adr/0001-use-postgres.md')).toBe(true);
    expect(isHistoryDoc('website/versioned_docs/version-2.x/api.md')).toBe(true);
    expect(isHistoryDoc('.github/CONTRIBUTING.md')).toBe(true);
    expect(isHistoryDoc('maintainer.md')).toBe(true);
    expect(isHistoryDoc('.github/README.md')).toBe(false);
    expect(isHistoryDoc('docs/maintenance-windows.md')).toBe(false);
    expect(isHistoryDoc('docs/versioning.md')).toBe(false);
    expect(isHistoryDoc('docs/guide/decisions-and-branches.md')).toBe(false);
  });
});
