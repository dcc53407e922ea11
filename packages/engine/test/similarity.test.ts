import { describe, expect, it } from 'vitest';
import { closestName, editDistance, isNearMiss, nameSimilarity } from '../src/util/similarity.js';

/** The textbook full-table Levenshtein distance, to check the two-row version against. */
function referenceDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = table[i] ?? [];
      const above = table[i - 1] ?? [];
      row[j] = Math.min(
        (above[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (above[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
  }
  return table[a.length]?.[b.length] ?? 0;
}

describe('editDistance', () => {
  it('agrees with the full-table distance, also after a longer string grew its rows', () => {
    const pairs: Array<[string, string]> = [
      ['', ''],
      ['', 'abc'],
      ['kitten', 'sitting'],
      ['calculateOrderTotal', 'computeOrderTotal'],
      ['timeout', 'timeoutMs'],
      ['x'.repeat(90), `${'x'.repeat(80)}yyyyyyyy`],
      ['flaw', 'lawn'],
      ['ünïcode', 'unicode'],
    ];
    for (const [a, b] of pairs) {
      expect(editDistance(a, b)).toBe(referenceDistance(a, b));
      expect(editDistance(b, a)).toBe(referenceDistance(b, a));
    }
  });

  it('gives up on lengths more than 12 apart', () => {
    expect(editDistance('a', 'abcdefghijklmnop')).toBe(16);
  });
});

describe('name likeness', () => {
  it('ignores case and flag dashes, and prefers the closest rename', () => {
    expect(nameSimilarity('--Max-Width', 'max-width')).toBe(1);
    expect(closestName('listOrdersByCustmer', ['listOrders', 'listOrdersByCustomer', 'getOrder'])).toBe(
      'listOrdersByCustomer',
    );
    expect(closestName('render', ['serializeBody', 'parseHeaders'])).toBeUndefined();
  });

  it('calls a doc name a near miss only when it is nearly spelled like the code name', () => {
    expect(isNearMiss('verifySignature', 'verifyWebhookSignature')).toBe(true);
    expect(isNearMiss('setTimeout', 'clearInterval')).toBe(false);
  });
});

describe('abbreviated words', () => {
  it('count nearly as the word: RouterParamContext is RouterParameterContext before RouterContext', () => {
    expect(closestName('RouterParamContext', ['RouterContext', 'RouterParameterContext'])).toBe(
      'RouterParameterContext',
    );
    expect(nameSimilarity('loadConfig', 'loadConfiguration')).toBeGreaterThan(
      nameSimilarity('loadConfig', 'load'),
    );
  });
});
