import { describe, expect, it } from 'vitest';
import { collectApiClaims } from '../src/docs/collect-api-claims.js';
import { extractDocClaims } from '../src/docs/extract-doc-claims.js';

describe('built-in members in prose', () => {
  it('are not API claims: `.toString()`, `client.valueOf()`, `.then()`, `BigInt()` name the language, not the project', () => {
    const doc = extractDocClaims(
      'docs/api.md',
      [
        '# API',
        '',
        'Every non-string value will have `.toString()` called, and `client.valueOf()` is a number.',
        'The returned promise has `.then()`; call `.requiredOption()` for mandatory flags, `client.send()` to send',
        'and `client.then()` on a thenable client; `BigInt(value)` and `new URL(href)` convert.',
        '',
      ].join('\n'),
      'h',
    );
    expect(collectApiClaims(doc).map((c) => c.raw)).toEqual([
      '.requiredOption()',
      'client.send()',
      'client.then()',
    ]);
  });
});
