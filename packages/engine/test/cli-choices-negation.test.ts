import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('CLI option choices and negated flags', () => {
  it('commander .choices() and --no-x, yargs choices and boolean negation', async () => {
    // `--format webp`, `--no-strip`, `--no-color`, `--level warn` and the placeholder DEBUG_LEVEL pass.
    expect(await scanFixture('cli-choices-js')).toEqual([
      'incorrect_example README.md:5 --format',
      'incorrect_example README.md:7 --no-progress',
      'incorrect_example README.md:9 --level',
    ]);
  });

  it('argparse choices and BooleanOptionalAction, click.Choice and --x/--no-x', async () => {
    // `--color never`, `--no-cache`, `--size large` and `--no-dry` pass.
    expect(await scanFixture('cli-choices-py')).toEqual([
      'incorrect_example README.md:5 --color',
      'incorrect_example README.md:7 --no-fast',
      'incorrect_example README.md:8 --size',
      'parameter_mismatch README.md:12 --color',
    ]);
  });

  it('cobra has no negated flags: --no-x is drift, --x=false is the fix; nested AddCommand subcommands and their aliases', async () => {
    expect(await scanFixture('cli-choices-go')).toEqual([
      'incorrect_example README.md:5 --no-cache',
      'incorrect_example README.md:7 remote ad',
    ]);
  });

  it('nested subcommands of commander and click groups; command tables without other programs', async () => {
    // `remote add origin`, `remote remove origin`, its alias `remote rm`, `db migrate --force` and `db seed`
    // pass, and so do
    // the `python manage.py test` and `yarn bundle` rows of a command table.
    expect(await scanFixture('cli-subcommands')).toEqual([
      'incorrect_example README.md:7 remote rename',
      'incorrect_example README.md:11 db migrat',
      'method_mismatch docs/dev.md:8 stats',
      'method_mismatch docs/dev.md:9 convert',
    ]);
  });

  it('clap value_enum (renamed variants too), value_parser lists and a SetFalse --no-x', async () => {
    expect(await scanFixture('cli-choices-rust')).toEqual([
      'incorrect_example README.md:5 --shape',
      'incorrect_example README.md:6 --output',
    ]);
  });
});
