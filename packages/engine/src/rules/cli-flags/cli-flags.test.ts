import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';
import { scan } from '../../scan/scan.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('cli-flags rule', () => {
  it('finds removed commands, renamed and removed flags, wrong defaults and bad example flags', async () => {
    expect(await scanFixture('cli-flags')).toEqual([
      'method_mismatch README.md:7 unpack',
      'parameter_mismatch README.md:13 --level',
      'parameter_mismatch README.md:14 --output',
      'extra_parameter README.md:15 --fast',
      'incorrect_example README.md:19 --all',
      'incorrect_example README.md:21 unpack',
      'parameter_mismatch README.md:25 --jsn',
    ]);
  });
});

describe('urfave/cli BoolWithInverseFlag', () => {
  it('accepts --no-x (or its InversePrefix) for an inverse flag, and reports it for a plain BoolFlag', async () => {
    const report = await scan({
      root: path.join(here, '__fixtures__', 'urfave-inverse'),
      config: { history: false },
    });
    expect(
      report.findings
        .filter((f) => f.rule === 'cli-flags')
        .map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier} | ${f.suggestions[0]}`),
    ).toEqual([
      'incorrect_example 7 --no-color | Replace --no-color with --color=false in README.md line 7',
      'incorrect_example 8 --no-cache | Replace --no-cache with --cache=false in README.md line 8',
    ]);
  });
});
