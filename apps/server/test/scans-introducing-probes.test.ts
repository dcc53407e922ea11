import type { Finding } from '@driftwatch/engine';
import { describe, expect, it } from 'vitest';
import { introducingProbes } from '../src/services/scans/introducing-probes.js';

function finding(overrides: Partial<Finding>): Finding {
  return {
    fingerprint: 'f',
    category: 'internal_docs',
    subtype: 'method_mismatch',
    type: 'internal_method_mismatch',
    severity: 'medium',
    confidence: 0.9,
    title: 't',
    description: 'd',
    identifier: '',
    doc: { path: 'docs/api.md', line: 3, endLine: 3, claim: 'c' },
    code: null,
    suggestions: [],
    rule: 'r',
    ...overrides,
  };
}

describe('introducingProbes', () => {
  it('blames the code line, and for a name also searches its changes in that file', () => {
    const probes = introducingProbes(
      finding({ identifier: 'client.timeout', code: { path: 'sdk/client.ts', line: 22, reality: 'r' } }),
    );
    expect(probes).toEqual([
      { kind: 'line', path: 'sdk/client.ts', line: 22 },
      {
        kind: 'pickaxe',
        patterns: [expect.stringContaining('client[.]timeout'), expect.any(String)],
        paths: ['sdk/client.ts'],
      },
    ]);
    expect(
      introducingProbes(
        finding({ identifier: 'PUT /orders/:id', code: { path: 'src/orders.ts', line: 5, reality: 'r' } }),
      ),
    ).toEqual([{ kind: 'line', path: 'src/orders.ts', line: 5 }]);
  });

  it('looks for the removal of a documented name or route in code', () => {
    const [name] = introducingProbes(finding({ identifier: 'ACME_PAYMENT_KEY' }));
    expect(name).toMatchObject({ kind: 'pickaxe', onlyRemoved: true });
    const [route] = introducingProbes(finding({ identifier: 'GET /admin/stats' }));
    expect(route).toMatchObject({
      kind: 'pickaxe',
      onlyRemoved: true,
      patterns: ['/admin/stats', '/admin', '/stats'],
    });
    const [flag] = introducingProbes(finding({ identifier: '--dry-run' }));
    expect(flag).toMatchObject({ kind: 'pickaxe', onlyRemoved: true });
    const flagPatterns = flag?.kind === 'pickaxe' ? flag.patterns.map((pattern) => new RegExp(pattern)) : [];
    expect(flagPatterns.some((pattern) => pattern.test(".option('dry-run', { type: 'boolean' })"))).toBe(
      true,
    );
    expect(flagPatterns.some((pattern) => pattern.test(".option('dry-running')"))).toBe(false);
    expect(introducingProbes(finding({ identifier: 'a sentence with spaces' }))).toEqual([]);
  });

  it('resolves broken links like the link rule: removed files, renamed headings, never external pages', () => {
    const link = (identifier: string, docPath = 'docs/api.md') =>
      introducingProbes(
        finding({
          subtype: 'broken_link',
          identifier,
          doc: { path: docPath, line: 1, endLine: 1, claim: 'c' },
        }),
      );
    expect(link('deploy.md')).toEqual([{ kind: 'removed_path', path: 'docs/deploy.md' }]);
    expect(link('/docs/deploy.md', 'README.md')).toEqual([{ kind: 'removed_path', path: 'docs/deploy.md' }]);
    expect(link('configuration.md#payment-settings')).toEqual([
      { kind: 'removed_path', path: 'docs/configuration.md' },
      {
        kind: 'pickaxe',
        patterns: ['payment[^A-Za-z0-9]+settings'],
        paths: ['docs/configuration.md'],
        ignoreCase: true,
      },
    ]);
    expect(link('#old-heading')).toEqual([
      { kind: 'pickaxe', patterns: ['old[^A-Za-z0-9]+heading'], paths: ['docs/api.md'], ignoreCase: true },
    ]);
    expect(link('https://example.com/x.md')).toEqual([]);
    expect(link('../../outside.md')).toEqual([]);
  });
});
