import { parseArgs } from 'node:util';
import type { Severity } from '../model/finding.js';
import { REPORT_FORMATS, type ReportFormat } from '../report/format-report.js';

export const USAGE = `usage: driftwatch scan <path|git-url> [options]
       driftwatch fix [path] [--dry-run] [options]

scan reports documentation drift. fix scans the working tree at path (default: .) and applies
every certain fix (a renamed symbol, flag, environment variable, option key, anchor or link
target) to its doc files; a file changed since the scan read it is left alone.

options:
  --format json|sarif|text|markdown|codequality
                                      report format (default: text; codequality: GitLab's)
  --fail-on critical|high|medium|low  exit 1 when a finding at or above this severity exists
  --base REF                          pull-request mode: compare the API against REF
  --baseline FILE                     report only findings not in this saved JSON report
  --config FILE                       read this config instead of .driftwatch.yml
  --cache-dir DIR                     where per-file facts are cached
  --no-cache                          do not read or write the fact cache
  --no-history                        do not use git history as evidence
  --dry-run                           fix: print the patches (for git apply), change nothing
  -h, --help                          show this help
  -v, --version                       print the version

exit status:
  scan  0 the scan ran; 1 a finding at or above --fail-on exists; 2 bad usage or unreadable path
  fix   0 every certain fix applied (printed with --dry-run), or none to apply; 1 a doc file
        was left alone because it changed since the scan read it; 2 bad usage or unreadable path`;

export class UsageError extends Error {}

export interface CliArgs {
  command: 'scan' | 'fix' | 'help' | 'version';
  target?: string;
  format: ReportFormat;
  failOn?: Severity;
  base?: string;
  baseline?: string;
  config?: string;
  cacheDir?: string;
  noCache: boolean;
  noHistory: boolean;
  dryRun: boolean;
}

const SEVERITIES: Severity[] = ['critical', 'high', 'medium', 'low'];

function isFormat(value: string): value is ReportFormat {
  return (REPORT_FORMATS as readonly string[]).includes(value);
}

function isSeverity(value: string): value is Severity {
  return (SEVERITIES as string[]).includes(value);
}

export function parseCliArgs(argv: string[]): CliArgs {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        'fail-on': { type: 'string' },
        base: { type: 'string' },
        baseline: { type: 'string' },
        config: { type: 'string' },
        'cache-dir': { type: 'string' },
        'no-cache': { type: 'boolean' },
        'no-history': { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const v = parsed.values;
  const str = (key: string): string | undefined => (typeof v[key] === 'string' ? v[key] : undefined);
  const base = {
    format: 'text' as ReportFormat,
    noCache: v['no-cache'] === true,
    noHistory: v['no-history'] === true,
    dryRun: v['dry-run'] === true,
  };
  if (v.help === true) return { command: 'help', ...base };
  if (v.version === true) return { command: 'version', ...base };
  const [command, target, ...extra] = parsed.positionals;
  if (command !== 'scan' && command !== 'fix')
    throw new UsageError(command ? `unknown command "${command}"` : 'missing command');
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (command === 'fix') return parseFixArgs(base, target, str);
  if (!target) throw new UsageError('scan needs a path or a git URL');
  if (base.dryRun) throw new UsageError('--dry-run goes with fix, not scan');
  const format = str('format') ?? 'text';
  if (!isFormat(format)) throw new UsageError(`--format must be one of ${REPORT_FORMATS.join(', ')}`);
  const failOn = str('fail-on');
  if (failOn !== undefined && !isSeverity(failOn))
    throw new UsageError(`--fail-on must be one of ${SEVERITIES.join(', ')}`);
  return {
    ...base,
    command: 'scan',
    target,
    format,
    failOn: failOn,
    base: str('base'),
    baseline: str('baseline'),
    config: str('config'),
    cacheDir: str('cache-dir'),
  };
}

/** fix edits a working tree: it takes no report options, and a clone would vanish with its edits. */
function parseFixArgs(
  base: Pick<CliArgs, 'format' | 'noCache' | 'noHistory' | 'dryRun'>,
  target: string | undefined,
  str: (key: string) => string | undefined,
): CliArgs {
  for (const option of ['format', 'fail-on', 'base'])
    if (str(option) !== undefined) throw new UsageError(`fix takes no --${option}`);
  return {
    ...base,
    command: 'fix',
    target: target ?? '.',
    baseline: str('baseline'),
    config: str('config'),
    cacheDir: str('cache-dir'),
  };
}
