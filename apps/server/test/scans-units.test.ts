import { describeCronProblem } from '@driftwatch/contract';
import { describe, expect, it } from 'vitest';
import { csvCell } from '../src/services/drift-issues/export-drift-issues.js';
import { issueTypeLabel } from '../src/services/drift-issues/issue-type-label.js';
import { parsePatch } from '../src/services/drift-issues/structure-diff.js';
import { issueStreamTicket, readStreamTicket } from '../src/services/live/stream-ticket.js';
import { computeNextScan } from '../src/services/repositories/compute-next-scan.js';
import { defaultMapping } from '../src/services/repositories/default-mapping.js';
import { openSecret, sealSecret } from '../src/services/repositories/seal-secret.js';
import { buildEngineConfig, toPathGlob } from '../src/services/scans/build-engine-config.js';
import { describeConcerns } from '../src/services/scans/describe-concerns.js';

describe('mapping patterns to engine globs', () => {
  it('reads patterns like .gitignore entries', () => {
    expect(toPathGlob('*.ts')).toBe('**/*.ts');
    expect(toPathGlob('docs/*')).toBe('docs/**');
    expect(toPathGlob('/docs/')).toBe('docs/**');
    expect(toPathGlob('README*')).toBe('**/README*');
    expect(toPathGlob('src/**/*.go')).toBe('src/**/*.go');
  });

  it('turns the default mapping into docs, code and exclude globs', () => {
    const config = buildEngineConfig(defaultMapping());
    expect(config.docs).toEqual(['**/*.md', 'docs/**', '**/README*', 'documentation/**', 'README.md']);
    expect(config.code).toEqual(['**/*.go', '**/*.js', '**/*.ts', '**/*.py', '**/*.java']);
    expect(config.exclude).toContain('**/node_modules/**');
    expect(config.exclude).toContain('**/*.test.js');
    expect(config.exclude).toContain('**/vendor');
  });
});

describe('schedules', () => {
  it('checks five-field cron expressions with readable problems', () => {
    expect(describeCronProblem('0 9 * * 1-5')).toBeNull();
    expect(describeCronProblem('*/15 0,12 1 jan mon')).toBeNull();
    expect(describeCronProblem('every day')).toMatch(/five fields/);
    expect(describeCronProblem('60 * * * *')).toMatch(/minute/);
    expect(describeCronProblem('0 9 * * 8')).toMatch(/day of week/);
    expect(describeCronProblem('0 9 5-1 * *')).toMatch(/day of month/);
  });

  it('computes the next scan per schedule type', () => {
    const now = new Date('2026-03-04T10:00:00Z');
    const base = { customCron: null, scanFrequency: 24, detectAPIChanges: true, detectBreaking: true };
    expect(computeNextScan({ ...base, type: 'onPush' }, now)).toBeNull();
    expect(computeNextScan({ ...base, type: 'daily' }, now)?.toISOString()).toBe('2026-03-05T10:00:00.000Z');
    expect(computeNextScan({ ...base, type: 'weekly' }, now)?.toISOString()).toBe('2026-03-11T10:00:00.000Z');
    expect(computeNextScan({ ...base, type: 'custom', customCron: '30 6 * * 1' }, now)?.toISOString()).toBe(
      '2026-03-09T06:30:00.000Z',
    );
  });
});

describe('issue presentation', () => {
  it('labels issue types from the engine type, subtype and category', () => {
    expect(
      issueTypeLabel({
        type: 'internal_parameter_mismatch',
        subtype: 'parameter_mismatch',
        category: 'internal_docs',
      }),
    ).toBe('Internal Parameter Mismatch');
    expect(issueTypeLabel({ type: 'x', subtype: 'method_mismatch', category: 'external_docs' })).toBe(
      'External Method Mismatch',
    );
    expect(issueTypeLabel({ type: 'config_mismatch', subtype: 'config_mismatch', category: 'code' })).toBe(
      'Config Mismatch',
    );
  });

  it('sorts identifiers into functions, classes and exports', () => {
    expect(describeConcerns({ identifier: 'Client.send', subtype: 'parameter_mismatch' })).toEqual({
      functions: ['send'],
      classes: ['Client'],
      exports: [],
    });
    expect(describeConcerns({ identifier: 'GET /orders/:id', subtype: 'endpoint_mismatch' }).exports).toEqual(
      ['GET /orders/:id'],
    );
    expect(
      describeConcerns({ identifier: 'PAYMENTS_API_KEY', subtype: 'missing_parameter' }).exports,
    ).toEqual(['PAYMENTS_API_KEY']);
    expect(describeConcerns({ identifier: 'OrderService', subtype: 'method_mismatch' }).classes).toEqual([
      'OrderService',
    ]);
  });

  it('splits a patch into numbered lines and flags concern lines by whole word', () => {
    const patch = [
      '@@ -1,3 +1,3 @@',
      ' import x',
      '-send(a, retries)',
      '+send(a, maxRetries)',
      ' sender()',
    ].join('\n');
    const [hunk] = parsePatch(patch, (line) => /(?<![\w$])send(?![\w$])/.test(line));
    expect(hunk?.lines.map((line) => [line.type, line.old_number, line.new_number, line.concern])).toEqual([
      ['context', 1, 1, false],
      ['removed', 2, null, true],
      ['added', null, 2, true],
      ['context', 3, 3, false],
    ]);
  });

  it('quotes CSV cells and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });
});

describe('secrets and tickets', () => {
  it('seals secrets so that only the same key opens them', () => {
    const sealed = sealSecret('key-one-key-one-key-one-key-one-1', '{"token":"ghp_secret"}');
    expect(sealed).not.toContain('ghp_secret');
    expect(openSecret('key-one-key-one-key-one-key-one-1', sealed)).toBe('{"token":"ghp_secret"}');
    expect(() => openSecret('key-two-key-two-key-two-key-two-2', sealed)).toThrow();
  });

  it('issues stream tickets that expire and cannot be forged', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const ticket = issueStreamTicket('secret', {
      sessionId: 's1',
      organizationId: 'o1',
      expiresAt: new Date(now.getTime() + 60_000),
    });
    expect(readStreamTicket('secret', ticket, now)).toMatchObject({ sessionId: 's1', organizationId: 'o1' });
    expect(readStreamTicket('other', ticket, now)).toBeNull();
    expect(readStreamTicket('secret', ticket, new Date(now.getTime() + 60_001))).toBeNull();
    const [body = '', signature = ''] = ticket.split('.');
    const forged = Buffer.from(JSON.stringify({ s: 's1', o: 'o2', e: now.getTime() + 60_000 })).toString(
      'base64url',
    );
    expect(readStreamTicket('secret', `${forged}.${signature}`, now)).toBeNull();
    expect(body.length).toBeGreaterThan(0);
  });
});
