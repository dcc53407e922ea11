import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

describe('link targets that are not paths, and symlinked targets', () => {
  it("accepts symlinked files and folders, and suggests mailto:, https://, dropping extra parentheses or using the page's reference definition", async () => {
    const report = await scan({ root: fixturePath('links-misformed'), config: { history: false } });
    const found = report.findings.map((f) => `${f.doc?.path}:${f.doc?.line} ${f.suggestions[0]}`);
    expect(found).toEqual([
      'CODE_OF_CONDUCT.md:3 Use mailto:jane.maintainer@example.com as the link target in CODE_OF_CONDUCT.md line 3',
      'README.md:3 Remove the extra parentheses around https://github.com/acme/linkdemo/pull/12 in README.md line 3',
      'README.md:5 Use https://www.example.com/linkdemo as the link target in README.md line 5',
      'README.md:6 Write the link as [text][tc] (brackets, not parentheses) in README.md line 6',
      // One parenthesis too many is no link at all; in a code span it is text.
      'README.md:7 Remove the extra parentheses around https://example.com/releases in README.md line 7',
      'README.md:9 Remove the extra parentheses around https://example.com/changes in README.md line 9',
      // A real broken link next to the symlinked one is still reported.
      'docs/index.md:4 Remove the link or restore docs/install.md',
    ]);
  });
});
