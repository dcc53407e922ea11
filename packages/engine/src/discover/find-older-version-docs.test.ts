import { describe, expect, it } from 'vitest';
import { findOlderVersionDocs } from './find-older-version-docs.js';

const skippedPaths = (docs: string[]) => findOlderVersionDocs(docs).map((s) => s.path);

describe('findOlderVersionDocs', () => {
  it('sets aside a lower version beside a higher one, and a stem-versioned copy beside its stem', () => {
    expect(
      skippedPaths(['site/1.4/a.md', 'site/2.0/a.md', 'pkgs/docs-v3/README.md', 'pkgs/docs/index.md']),
    ).toEqual(['site/1.4/a.md', 'pkgs/docs-v3/README.md']);
  });

  it('needs evidence beyond the name: steps, a lone API version and few copies stay', () => {
    expect(
      skippedPaths([
        'docs/step-1/a.md',
        'docs/step-2/a.md',
        'docs/api/v2/users.md',
        'docs/api/v2/orders.md',
        'docs/api/v2/index.md',
        'docs/index.md',
        'guide/v3/a.md',
        'guide/v3/b.md',
        'guide/a.md',
      ]),
    ).toEqual([]);
  });
});
