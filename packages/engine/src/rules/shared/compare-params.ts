import type { DocParam } from '../../docs/parse-doc-signature.js';
import type { ParameterFact } from '../../facts/types.js';
import { closestName } from '../../util/similarity.js';
import { uniqueChoice } from '../../util/unique-choice.js';
import type { CertainRename } from '../rule.js';

export interface ParamIssue {
  subtype: 'parameter_mismatch' | 'missing_parameter' | 'extra_parameter';
  identifier: string;
  message: string;
  suggestion: string;
  /** Set when the suggestion is a rename with no other candidate as close. */
  rename?: CertainRename;
}

const LITERAL = /^(-?\d[\d_.]*|["'][^"']*["']|True|False|None|true|false|null|nil|undefined|\[\]|\{\}|\(\))$/;

function normalizeValue(v: string): string {
  return v
    .trim()
    .replace(/^["'`]|["'`]$/g, '')
    .replace(/_/g, '')
    .replace(/^None$|^null$|^nil$|^undefined$/, 'null')
    .replace(/^True$/, 'true')
    .replace(/^False$/, 'false')
    .replace(/\.0+$/, '');
}

/** True when both values are literals that differ (`9` vs `12`, `"km"` vs `"m"`). */
export function defaultsDiffer(docValue: string | undefined, codeValue: string | undefined): boolean {
  if (!docValue || !codeValue) return false;
  if (!LITERAL.test(docValue.trim()) || !LITERAL.test(codeValue.trim())) return false;
  return normalizeValue(docValue) !== normalizeValue(codeValue);
}

function positional(p: ParameterFact): boolean {
  return p.kind === 'positional' || p.kind === 'positional_only';
}

/** Doc signature (`name(a, *, b=1)`) against the code's parameters. Names matter only where callers can pass by name. */
export function compareSignature(
  doc: DocParam[],
  ellipsis: boolean,
  code: ParameterFact[],
  byName: boolean,
  untypedJs = false,
): ParamIssue[] {
  const issues: ParamIssue[] = [];
  // `setErrorHandler()` in prose names the method; it does not claim it takes nothing.
  if (doc.length === 0) return issues;
  // PHP writes `restoreState($state)`; the code's parameter is `state`. A JS `$el` keeps its `$` on both sides.
  const named = doc
    .filter((p) => !p.literal && p.name !== '{}')
    .map((p) =>
      p.name.startsWith('$') && !code.some((c) => c.name === p.name) ? { ...p, name: p.name.slice(1) } : p,
    );
  const _codeNames = new Set(code.map((p) => p.name));
  const hasKwargs = code.some((p) => p.kind === 'kwargs');
  const hasRest = code.some((p) => p.kind === 'rest');
  if (byName) {
    const docNames = new Set(named.map((p) => p.name));
    for (const p of named) {
      if (p.kwargs || p.rest) continue;
      const codeParam = code.find((c) => c.name === p.name);
      if (!codeParam) {
        if (hasKwargs) continue;
        const pool = code
          .filter((c) => !docNames.has(c.name) && c.kind !== 'rest' && c.kind !== 'kwargs')
          .map((c) => c.name);
        const rename = closestName(p.name, pool, 0.3);
        const certain =
          rename !== undefined && uniqueChoice(pool, (n) => closestName(p.name, n, 0.3)) === rename;
        issues.push(
          rename
            ? {
                subtype: 'parameter_mismatch',
                identifier: p.name,
                message: `parameter ${p.name} is now ${rename}`,
                suggestion: `Rename ${p.name} to ${rename}`,
                ...(certain ? { rename: { from: p.name, to: rename } } : {}),
              }
            : {
                subtype: 'extra_parameter',
                identifier: p.name,
                message: `there is no parameter ${p.name}`,
                suggestion: `Remove ${p.name}`,
              },
        );
      } else if (defaultsDiffer(p.defaultValue, codeParam.defaultValue)) {
        issues.push({
          subtype: 'parameter_mismatch',
          identifier: p.name,
          message: `default of ${p.name} is ${codeParam.defaultValue}, not ${p.defaultValue}`,
          suggestion: `Change the default of ${p.name} to ${codeParam.defaultValue}`,
        });
      }
    }
    if (!ellipsis && issues.length === 0) {
      for (const c of code) {
        if (c.optional || c.kind === 'rest' || c.kind === 'kwargs' || docNames.has(c.name)) continue;
        issues.push({
          subtype: 'missing_parameter',
          identifier: c.name,
          message: `required parameter ${c.name} is not documented`,
          suggestion: `Add ${c.name}`,
        });
      }
    }
    return issues;
  }
  // Plain JavaScript does not enforce arity (optional callbacks, `arguments`): counts prove nothing.
  if (ellipsis || named.length !== doc.length || untypedJs) return issues;
  const docCount = doc.filter((p) => !p.rest).length;
  const codePositional = code.filter(positional);
  const required = codePositional.filter((p) => !p.optional);
  if (docCount > codePositional.length && !hasRest) {
    issues.push({
      subtype: 'extra_parameter',
      identifier: doc[codePositional.length]?.name ?? '',
      message: `takes ${codePositional.length} parameter(s), the docs show ${docCount}`,
      suggestion: `Remove ${doc
        .slice(codePositional.length)
        .map((p) => p.name)
        .join(', ')}`,
    });
  } else if (docCount < required.length) {
    const docLower = new Set(doc.map((p) => p.name.toLowerCase()));
    const missing = required.filter((p) => !docLower.has(p.name.toLowerCase())).map((p) => p.name);
    const names = missing.length > 0 ? missing : required.slice(docCount).map((p) => p.name);
    issues.push({
      subtype: 'missing_parameter',
      identifier: names[0] ?? '',
      message: `requires ${required.length} parameter(s) (${required.map((p) => p.name).join(', ')}), the docs show ${docCount}`,
      suggestion: `Add ${names.join(', ')}`,
    });
  }
  return issues;
}

/** What a call's argument needs to be compared: a keyword (`key=2`) or a spread (`*a`, `**kw`, `...a`). */
export interface CallArg {
  keyword?: string;
  rest: boolean;
  kwargs: boolean;
}

/** A call in an example (`fn(1, 'x', key=2)`) against the code's parameters. */
export function compareCall(args: CallArg[], code: ParameterFact[], untypedJs = false): ParamIssue[] {
  const issues: ParamIssue[] = [];
  const keywords = args.filter((a) => a.keyword !== undefined);
  const positionalArgs = args.filter((a) => a.keyword === undefined && !a.rest && !a.kwargs);
  if (args.some((a) => a.rest || a.kwargs)) return issues;
  const hasKwargs = code.some((p) => p.kind === 'kwargs');
  const hasRest = code.some((p) => p.kind === 'rest');
  const codePositional = code.filter(positional);
  for (const k of keywords) {
    if (!k.keyword || code.some((c) => c.name === k.keyword) || hasKwargs) continue;
    const names = code.map((c) => c.name);
    const rename = closestName(k.keyword, names, 0.3);
    const keyword = k.keyword;
    const certain =
      rename !== undefined && uniqueChoice(names, (n) => closestName(keyword, n, 0.3)) === rename;
    issues.push({
      subtype: 'parameter_mismatch',
      identifier: k.keyword,
      message: `there is no keyword ${k.keyword}${rename ? `; did you mean ${rename}` : ''}`,
      suggestion: rename ? `Rename ${k.keyword}= to ${rename}=` : `Remove ${k.keyword}=`,
      ...(certain ? { rename: { from: k.keyword, to: rename } } : {}),
    });
  }
  if (untypedJs) return issues;
  if (positionalArgs.length > codePositional.length && !hasRest) {
    issues.push({
      subtype: 'extra_parameter',
      identifier: '',
      message: `takes at most ${codePositional.length} positional argument(s), the example passes ${positionalArgs.length}`,
      suggestion: 'Remove the extra arguments',
    });
  }
  const keywordNames = new Set(keywords.map((k) => k.keyword));
  const missing = codePositional
    .slice(positionalArgs.length)
    .filter((p) => !p.optional && !keywordNames.has(p.name));
  const missingKw = code.filter((p) => p.kind === 'keyword_only' && !p.optional && !keywordNames.has(p.name));
  const all = [...missing, ...missingKw];
  if (all.length > 0) {
    issues.push({
      subtype: 'missing_parameter',
      identifier: all[0]?.name ?? '',
      message: `the example does not pass required ${all.map((p) => p.name).join(', ')}`,
      suggestion: `Pass ${all.map((p) => p.name).join(', ')}`,
    });
  }
  return issues;
}
