import { isHistoryDoc } from '../../discover/classify-path.js';
import { type CommandClaim, collectCliClaims, type FlagClaim } from '../../docs/collect-cli-claims.js';
import type { CliOptionFact } from '../../facts/types.js';
import type { DocFile } from '../../model/doc.js';
import { closestName } from '../../util/similarity.js';
import { uniqueChoice } from '../../util/unique-choice.js';
import type { DraftFinding, Rule } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';
import { frameworkCliNames } from './framework-cli-names.js';

const LITERAL_DEFAULT = /^(-?\d[\d_.]*|["'][^"']*["']|[\w./@:-]+)$/;
const WORDY = /^(off|on|yes|no|none|unset|empty|true|false|—|-|n\/a|required)$/i;

function unquote(v: string): string {
  return v
    .trim()
    .replace(/^["'`]|["'`]$/g, '')
    .replace(/_/g, '');
}

function defaultDrift(claim: FlagClaim, option: CliOptionFact): string | undefined {
  const doc = claim.defaultValue;
  const code = option.defaultValue;
  if (!doc || !code || WORDY.test(doc) || !LITERAL_DEFAULT.test(doc)) return undefined;
  if (!/^(-?\d[\d_.]*|["'`][^"'`]*["'`])$/.test(code.trim())) return undefined;
  return unquote(doc) === unquote(code) ? undefined : code;
}

/** A value given to an option with fixed choices (`--color=fuchsia`) that is not one of them. */
function judgeChoice(doc: DocFile, claim: FlagClaim, option: CliOptionFact): DraftFinding | undefined {
  const { value } = claim;
  const choices = option.choices;
  if (!value || !choices || choices.length === 0 || !option.takesValue) return undefined;
  // A placeholder (`--color <when>`, `--color=WHEN`, `$COLOR`) names no value.
  if (!/^[\w.+-]+$/.test(value.text) || /^[A-Z_]+$/.test(value.text) || choices.includes(value.text))
    return undefined;
  // `--color never` in prose may be a sentence; a separate word counts only in shell examples.
  if (value.separate && claim.source !== 'example') return undefined;
  const near = closestName(value.text, choices, 0.5);
  return makeFinding({
    rule: 'cli-flags',
    subtype: claim.source === 'example' ? 'incorrect_example' : 'parameter_mismatch',
    severity: 'medium',
    confidence: 0.85,
    title: `${value.text} is not a choice of ${claim.flag}`,
    description: `The docs pass ${value.text} to ${claim.flag}; the CLI accepts only ${choices.join(', ')}.`,
    identifier: claim.flag,
    doc: { path: doc.path, line: claim.line, claim: claim.raw },
    code: {
      path: option.location.path,
      line: option.location.line,
      reality: `${claim.flag}: ${choices.join(' | ')}`,
    },
    suggestions: [
      near
        ? `Replace ${value.text} with ${near} in ${doc.path} line ${claim.line}`
        : `Use one of ${choices.join(', ')} for ${claim.flag} in ${doc.path} line ${claim.line}`,
    ],
    ...(near ? { rename: { from: value.text, to: near, line: claim.line } } : {}),
  });
}

/**
 * `--no-cache` where the CLI declares only the boolean `--cache`: parsers that negate on their own
 * (yargs, argparse's BooleanOptionalAction, click's `--x/--no-x`) list the negation among the
 * option's flags; others (cobra, commander without `--no-x`, a plain click flag) reject it.
 */
function undeclaredNegation(doc: DocFile, claim: FlagClaim, pool: CliOptionFact[]): DraftFinding | undefined {
  if (!claim.flag.startsWith('--no-') || claim.source === 'span') return undefined;
  const positive = `--${claim.flag.slice(5)}`;
  const option = pool.find((o) => o.flags.includes(positive) && !o.takesValue);
  if (!option) return undefined;
  const replacement =
    option.framework === 'cobra' || option.framework === 'urfave/cli' ? `${positive}=false` : undefined;
  return makeFinding({
    rule: 'cli-flags',
    subtype: claim.source === 'example' ? 'incorrect_example' : 'extra_parameter',
    severity: 'medium',
    confidence: 0.8,
    title: `${claim.flag} is not an option: ${positive} has no negated form`,
    description: `The docs use ${claim.flag}; the CLI declares ${option.flags.join(', ')} and no ${claim.flag}.`,
    identifier: claim.flag,
    doc: { path: doc.path, line: claim.line, claim: claim.raw },
    code: { path: option.location.path, line: option.location.line, reality: option.flags.join(', ') },
    suggestions: [
      replacement
        ? `Replace ${claim.flag} with ${replacement} in ${doc.path} line ${claim.line}`
        : `Remove ${claim.flag} from ${doc.path} line ${claim.line}, or declare it in the CLI`,
    ],
  });
}

/**
 * `tool remote ad` where `remote` has subcommands and takes no arguments of its own: the word after
 * it can only be one of its subcommands.
 */
function judgeSubcommand(
  doc: DocFile,
  claim: CommandClaim,
  facts: CliOptionFact[],
): DraftFinding | undefined {
  const parent = claim.parent;
  const children = facts.filter((o) => o.kind === 'command' && o.parent === parent).map((o) => o.name);
  if (!parent || children.length === 0 || children.includes(claim.name)) return undefined;
  // A command known elsewhere (an alias whose parent is not recorded) may be this one.
  if (facts.some((o) => o.kind === 'command' && o.name === claim.name)) return undefined;
  const takesArguments = facts.some(
    (o) => o.kind === 'argument' && (o.command === parent || o.command?.endsWith(` ${parent}`)),
  );
  if (takesArguments || ['help', 'completion'].includes(claim.name)) return undefined;
  const near = closestName(claim.name, children, 0.5);
  return makeFinding({
    rule: 'cli-flags',
    subtype: 'incorrect_example',
    severity: 'high',
    confidence: 0.75,
    title: `Command ${parent} ${claim.name} does not exist`,
    description: `The docs run ${parent} ${claim.name}; ${parent} has the subcommands ${children.join(', ')}.`,
    identifier: `${parent} ${claim.name}`,
    doc: { path: doc.path, line: claim.line, claim: claim.raw },
    suggestions: [
      near
        ? `Rename ${claim.name} to ${near} in ${doc.path} line ${claim.line}`
        : `Use one of ${children.join(', ')} after ${parent} in ${doc.path} line ${claim.line}`,
    ],
  });
}

function judgeFlag(
  doc: DocFile,
  claim: FlagClaim,
  options: CliOptionFact[],
  documented: Set<string>,
  implicit: Set<string>,
): DraftFinding | undefined {
  const where = { path: doc.path, line: claim.line, claim: claim.raw };
  const owners = options.filter((o) => o.flags.includes(claim.flag));
  if (owners.length > 0) {
    const scoped =
      owners.find(
        (o) => claim.command === undefined || o.command === claim.command || o.command === undefined,
      ) ?? owners[0];
    if (scoped) {
      const choice = judgeChoice(doc, claim, scoped);
      if (choice) return choice;
    }
    const codeDefault = scoped && claim.source === 'table' ? defaultDrift(claim, scoped) : undefined;
    if (!scoped || codeDefault === undefined) return undefined;
    return makeFinding({
      rule: 'cli-flags',
      subtype: 'parameter_mismatch',
      severity: 'medium',
      confidence: 0.85,
      title: `Default of ${claim.flag} is ${codeDefault}, not ${claim.defaultValue}`,
      description: `The docs give ${claim.defaultValue} as the default of ${claim.flag}; the code sets ${codeDefault}.`,
      identifier: claim.flag,
      doc: where,
      code: {
        path: scoped.location.path,
        line: scoped.location.line,
        reality: `${scoped.flags.join(', ')} default ${codeDefault}`,
      },
      suggestions: [
        `Change the default of ${claim.flag} to ${codeDefault} in ${doc.path} line ${claim.line}`,
      ],
    });
  }
  if (
    implicit.has(claim.flag) ||
    claim.spellings.some((s) => options.some((o) => o.flags.includes(s) && s.startsWith('--')))
  )
    return undefined;
  const pool = options.filter(
    (o) => o.kind === 'option' && (claim.command === undefined || o.command === claim.command),
  );
  const negated = undeclaredNegation(doc, claim, pool);
  if (negated) return negated;
  // Same short flag (`-o, --output` vs `-o, --out-dir`) is the strongest sign of a rename.
  const byShort = pool.find((o) => claim.spellings.some((s) => /^-[A-Za-z]$/.test(s) && o.flags.includes(s)));
  const spellings = pool.flatMap((o) => o.flags.filter((f) => f.startsWith('--')));
  const candidates = claim.source === 'example' ? spellings : spellings.filter((s) => !documented.has(s));
  const rename = byShort?.flags.find((f) => f.startsWith('--')) ?? closestName(claim.flag, candidates, 0.55);
  const certain =
    rename !== undefined &&
    (byShort !== undefined || uniqueChoice(candidates, (c) => closestName(claim.flag, c, 0.55)) === rename);
  const target = rename ? pool.find((o) => o.flags.includes(rename)) : undefined;
  // A flag in prose may belong to git, npm or node: judge it only as a near-miss of one of ours.
  if (claim.source === 'span' && !(rename && closestName(claim.flag, [rename], 0.6))) return undefined;
  const example = claim.source === 'example';
  return makeFinding({
    rule: 'cli-flags',
    subtype: example ? 'incorrect_example' : rename ? 'parameter_mismatch' : 'extra_parameter',
    severity: 'medium',
    confidence: rename ? 0.85 : 0.75,
    title: rename
      ? `${claim.flag} is now ${rename}`
      : `${claim.flag} is not an option of ${claim.command ?? 'the CLI'}`,
    description: `The docs use ${claim.flag}${claim.command ? ` with ${claim.command}` : ''}, but the CLI defines no such flag${rename ? `; the closest is ${rename}` : ''}.`,
    identifier: claim.flag,
    doc: where,
    code: target
      ? { path: target.location.path, line: target.location.line, reality: target.flags.join(', ') }
      : null,
    suggestions: [
      rename
        ? `Replace ${claim.flag} with ${rename} in ${doc.path} line ${claim.line}`
        : `Remove ${claim.flag} from ${doc.path} line ${claim.line}`,
    ],
    rename: certain ? { from: claim.flag, to: rename, line: claim.line } : undefined,
  });
}

export const cliFlagsRule: Rule = {
  id: 'cli-flags',
  subtypes: ['parameter_mismatch', 'extra_parameter', 'incorrect_example', 'method_mismatch'],
  description:
    'CLI flags and subcommands the docs name that the command-line parser does not define, and wrong defaults.',
  run(index) {
    const options = index.cliOptions.filter((o) => o.kind === 'option');
    const commandFacts = index.cliOptions.filter((o) => o.kind === 'command');
    if (options.length === 0 && commandFacts.length === 0) return [];
    // Flags seen only in hand-written comparisons (`arg === '--x'`) may be any script's, and may be
    // partial: not enough to call a documented flag missing.
    if (commandFacts.length === 0 && options.every((o) => o.framework === 'manual')) return [];
    const commands = new Set(commandFacts.map((c) => c.name));
    const shortFlags = options.some((o) => o.flags.some((f) => /^-[A-Za-z]$/.test(f)));
    const implicit = frameworkCliNames(index.cliOptions);
    const out: DraftFinding[] = [];
    for (const doc of index.docs) {
      if (isHistoryDoc(doc.path)) continue;
      const claims = collectCliClaims(doc, index.names.bins, commands);
      const seenLines = new Set<string>();
      const documentedBy = (command: string | undefined) =>
        new Set(claims.flags.filter((c) => c.command === command).map((c) => c.flag));
      for (const claim of claims.flags) {
        if (claim.source === 'example' && index.names.bins.size === 0) continue;
        // `-x` in an example is judged only where the CLI spells options with short flags at all.
        if (claim.source === 'example' && /^-[A-Za-z]$/.test(claim.flag) && !shortFlags) continue;
        const f = judgeFlag(doc, claim, options, documentedBy(claim.command), implicit.flags);
        // A flag tests or example programs pass or declare (a pytest `addoption`) exists somewhere.
        if (f && !f.title.startsWith('Default of') && index.flagInOtherCode(claim.flag)) continue;
        const key = `${claim.line}:${claim.flag}`;
        if (f && !seenLines.has(key)) {
          seenLines.add(key);
          out.push(f);
        }
      }
      if (commands.size === 0) continue;
      // A program whose root takes arguments (`tool file.txt`) cannot tell a command from an argument.
      const rootTakesArguments = index.cliOptions.some(
        (o) => o.kind === 'argument' && o.command === undefined,
      );
      for (const c of claims.commands) {
        if (c.parent !== undefined) {
          const f = judgeSubcommand(doc, c, index.cliOptions);
          if (f) out.push(f);
          continue;
        }
        if (commands.has(c.name) || implicit.commands.has(c.name)) continue;
        if (c.example && (rootTakesArguments || commands.size < 2)) continue;
        const near = closestName(c.name, commands, 0.5);
        out.push(
          makeFinding({
            rule: 'cli-flags',
            subtype: c.example ? 'incorrect_example' : 'method_mismatch',
            severity: 'high',
            confidence: c.example ? 0.7 : 0.8,
            title: `Command ${c.name} does not exist`,
            description: `The docs list the command ${c.name}; the CLI defines ${[...commands].join(', ')}.`,
            identifier: c.name,
            doc: { path: doc.path, line: c.line, claim: c.raw },
            suggestions: [
              near
                ? `Rename ${c.name} to ${near} in ${doc.path} line ${c.line}`
                : `Remove ${c.name} from ${doc.path} line ${c.line}`,
            ],
          }),
        );
      }
    }
    return out;
  },
};
