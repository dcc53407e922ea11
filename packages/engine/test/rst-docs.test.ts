import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('a Sphinx project with reStructuredText and MyST pages', () => {
  it('reports drift in autodoc and domain directives, roles, examples, options, env vars, toctrees, labels and line anchors', async () => {
    // Not reported: aliases (`stop = halt = close`, `fmt = format_text = render`), private members,
    // overloads, a nested class, a module function taking `cls`, toctree's genindex and MyST's link
    // to it, an include under `.. only::`, a MyST link to a documented object, :doc: in a page
    // included into the source folder (CHANGES.rst), a module (`.. automodule::`), a member of a
    // class extending an outside one whose name the project also binds (`self.Mock = ...`), MyST
    // `#label` anchors (an intersphinx one too), a label after a colon fence that holds a backtick
    // fence, a figure's `:name:`.

    expect(await scanFixture('rst-docs')).toEqual([
      'method_mismatch docs/api.rst:8 parse_txt',
      'method_mismatch docs/api.rst:18 closed',
      'incorrect_example docs/api.rst:23 render',
      'parameter_mismatch docs/api.rst:32 --wide',
      'config_mismatch docs/api.rst:38 FMTKIT_CACHE',
      'broken_link docs/api.rst:40 ../fmtkit/core.py#L90-L95',
      'method_mismatch docs/guide.md:6 closed',
      'method_mismatch docs/guide.md:9 parse_texts',
      'method_mismatch docs/guide.md:35 fetch_fast',
      'broken_link docs/index.rst:9 missing-page',
      'broken_link docs/index.rst:13 api-refs',
    ]);
  });
});
