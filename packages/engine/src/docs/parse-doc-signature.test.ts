import { describe, expect, it } from 'vitest';
import { parseDocSignature } from './parse-doc-signature.js';

describe('parseDocSignature: lambdas and keyword arguments', () => {
  it('reads a lambda argument as a value passed, and `name=value` as a keyword', () => {
    const lambda = parseDocSignature('RuleFor(x => x.Email)');
    expect(lambda?.params?.map((p) => [p.literal, p.keyword])).toEqual([[true, undefined]]);
    const php = parseDocSignature('map(fn($x) => $x * 2)');
    expect(php?.params?.map((p) => [p.literal, p.keyword])).toEqual([[true, undefined]]);
    const keyword = parseDocSignature('search(query, limit=5)');
    expect(keyword?.params?.map((p) => [p.name, p.keyword])).toEqual([
      ['query', undefined],
      ['limit', 'limit'],
    ]);
  });
});
