import { describe, expect, it } from 'vitest';
import { isHistoryDoc } from '../src/discover/classify-path.js';

describe('pages about earlier versions', () => {
  it('include "what\'s new" pages, which show the previous major version next to the new one', () => {
    expect(
      ['docs/whats_new.md', 'docs/whats-new.md', 'WhatsNew.md', 'docs/whatever.md'].map(isHistoryDoc),
    ).toEqual([true, true, true, false]);
    expect(isHistoryDoc('docs/guide/new-project.md')).toBe(false);
  });
});
