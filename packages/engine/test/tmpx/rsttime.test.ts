import { it } from 'vitest';
import { readDocSafely } from '../../src/docs/read-doc-safely.js';

it('t', () => {
  for (const n of [700, 1400, 2800]) {
    const text = 'word\n\n'.repeat(n);
    for (const rel of ['docs/index.md', 'docs/index.adoc']) {
      const s = performance.now();
      readDocSafely({ rel, text, hash: 'h' });
      console.log(n, rel, Math.round(performance.now() - s));
    }
  }
});
