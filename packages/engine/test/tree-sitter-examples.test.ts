import { describe, expect, it } from 'vitest';
import { completeTreeSitterExamples } from '../src/docs/complete-tree-sitter-examples.js';
import { extractDocClaims } from '../src/docs/extract-doc-claims.js';

const PAGE = [
  '# Usage',
  '',
  '```pycon',
  '>>> import geokit as gk, os',
  '>>> from weather.client import (WeatherClient,',
  '...     fetch as get_weather)',
  '>>> with WeatherClient("key") as client:',
  '...     client.forecast("Oslo", *days, retries=3, **extra)  # client.fake(1)',
  '[]',
  '>>> gk.midpoint({"lat": 1, **base}, ...)',
  '```',
  '',
  '```go',
  'import (',
  '\tfc "example.com/forecast"',
  '\t_ "embed"',
  ')',
  '',
  'c, err := fc.NewClient(key, fc.WithDays(3))',
  'fmt.Println(c.Daily(ctx, days...)) // c.Weekly()',
  'c.Hourly(/* ... */)',
  '```',
].join('\n');

describe('Python and Go examples read with tree-sitter', () => {
  it('reads imports, calls with keyword and spread arguments, bindings, and skips comments and output', async () => {
    const doc = extractDocClaims('docs/usage.md', PAGE, 'h');
    await completeTreeSitterExamples([doc]);
    const [python, go] = doc.codeBlocks.map((b) => b.example);
    expect(python?.imports.map((i) => `${i.kind} ${i.source} ${i.name} @${i.line}`)).toEqual([
      'namespace geokit gk @0',
      'namespace os os @0',
      'named weather.client WeatherClient @1',
      'named weather.client fetch @2',
    ]);
    const forecast = python?.calls.find((c) => c.chain.join('.') === 'client.forecast');
    expect(forecast?.line).toBe(4);
    expect(forecast?.args.map((a) => [a.text, a.keyword ?? '', a.rest, a.kwargs])).toEqual([
      ['"Oslo"', '', false, false],
      ['*days', '', true, false],
      ['3', 'retries', false, false],
      ['**extra', '', false, true],
    ]);
    expect(python?.calls.some((c) => c.chain.includes('fake'))).toBe(false);
    const midpoint = python?.calls.find((c) => c.chain.join('.') === 'gk.midpoint');
    expect(midpoint).toMatchObject({ elided: true, line: 6 });
    expect(midpoint?.args[0]).toMatchObject({ keys: ['lat'], openKeys: true });
    expect(python?.bindings).toEqual([{ name: 'client', callee: ['WeatherClient'] }]);

    expect(go?.imports.map((i) => `${i.source} ${i.name}`)).toEqual(['example.com/forecast fc']);
    expect(go?.calls.map((c) => `${c.chain.join('.')} ${c.args.length}`)).toEqual([
      'fc.NewClient 2',
      'fc.WithDays 1',
      'fmt.Println 1',
      'c.Daily 2',
      'c.Hourly 0',
    ]);
    expect(go?.calls.find((c) => c.chain.join('.') === 'c.Hourly')?.elided).toBe(true);
    expect(go?.calls.find((c) => c.chain.join('.') === 'c.Daily')?.args[1]?.rest).toBe(true);
    expect(go?.bindings).toEqual([{ name: 'c', callee: ['fc', 'NewClient'] }]);
  });
});
