import { describe, expect, it } from 'vitest';
import { classifyPath, isHistoryDoc } from '../src/discover/classify-path.js';

describe('pages that are not the current documentation', () => {
  it('include "what\'s new" pages, which show the previous major version next to the new one', () => {
    expect(
      ['docs/whats_new.md', 'docs/whats-new.md', 'WhatsNew.md', 'docs/whatever.md'].map(isHistoryDoc),
    ).toEqual([true, true, true, false]);
    expect(isHistoryDoc('docs/guide/new-project.md')).toBe(false);
  });

  it('leave out scaffolding templates, but not docs pages about templates', () => {
    expect(
      [
        'templates/plugin/README.md',
        'packages/cli/templates/app/README.md',
        'docs/templates/jinja.md',
        'README.md',
      ].map(classifyPath),
    ).toEqual(['other', 'other', 'doc', 'doc']);
  });
});
