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

  it("count maintainers' scripts and `_examples/` programs as code outside the API; a package's own tools module is API", () => {
    expect(
      [
        'scripts/auto_close.py',
        'packages/core/scripts/build.mjs',
        'tools/gen.go',
        'hack/verify.go',
        '_examples/docker/main.go',
        'src/acme/tools/search.py',
        'acme/scripting.py',
      ].map(classifyPath),
    ).toEqual(['other', 'other', 'other', 'other', 'other', 'code', 'code']);
  });

  it('include version histories', () => {
    expect(
      ['VERSION_HISTORY.md', 'docs/release-history.md', 'docs/api/create-browser-history.md'].map(
        isHistoryDoc,
      ),
    ).toEqual([true, true, false]);
  });

  it('include roadmaps, which describe the API they propose to change', () => {
    expect(
      ['docs/ROADMAP-1.0.md', 'ROADMAP.md', 'docs/road-map.md', 'docs/guide/roads.md'].map(isHistoryDoc),
    ).toEqual([true, true, true, false]);
  });
});
