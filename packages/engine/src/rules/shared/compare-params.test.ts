import { describe, expect, it } from 'vitest';
import { parseDocSignature } from '../../docs/parse-doc-signature.js';
import type { ParameterFact } from '../../facts/types.js';
import { compareSignature } from './compare-params.js';

const state: ParameterFact = { name: 'state', kind: 'positional', optional: false };

function issues(signature: string): string[] {
  const doc = parseDocSignature(signature);
  if (!doc) throw new Error(`unparsed ${signature}`);
  return compareSignature(doc.params ?? [], doc.ellipsis, [state], true).map((i) => i.message);
}

describe('compareSignature: PHP variables', () => {
  it('reads `$state` as the parameter state; a different name is still reported', () => {
    expect(issues('restoreState($state)')).toEqual([]);
    expect(issues('restoreState($status)')).toEqual(['parameter status is now state']);
  });
});
