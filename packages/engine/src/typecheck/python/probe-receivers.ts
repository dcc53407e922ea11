import type { PyrightDiagnostic } from './run-pyright.js';

/**
 * pyright reports `x.attr` once for each member of a union type that lacks `attr`
 * (`parse()` returning `Date | Time`: "Cannot access attribute "year" for class "Time""), which is
 * no drift when another member has it. A probe file replaces the line with `reveal_type(x)` so a
 * second run tells the receiver's type.
 */
export function buildProbe(text: string, d: PyrightDiagnostic): string | undefined {
  const lines = text.split('\n');
  const line = lines[d.line];
  if (line === undefined) return undefined;
  const receiver = receiverBefore(line, d.character);
  if (!receiver) return undefined;
  const indent = /^\s*/.exec(line)?.[0] ?? '';
  lines[d.line] = `${indent}reveal_type(${receiver})`;
  return lines.slice(0, d.line + 1).join('\n');
}

/** The type a probe revealed, or undefined when the probe did not run through. */
export function revealedType(diagnostics: PyrightDiagnostic[]): string | undefined {
  for (const d of diagnostics) {
    const type = /^Type of ".*" is "(.*)"$/s.exec(d.message)?.[1];
    if (type !== undefined) return type;
  }
  return undefined;
}

/** The members of a union type at its top level (`A | list[B | C]` has two), `None` left out. */
export function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= type.length; i++) {
    const c = type[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if ((c === '|' && depth === 0) || c === undefined) {
      members.push(type.slice(start, i).trim());
      start = i + 1;
    }
  }
  return members.filter((m) => m !== 'None');
}

/** The expression before `.name` that ends at the column: `dt`, `pkg.load(x)`, `items[0].client`. */
function receiverBefore(line: string, column: number): string | undefined {
  let i = column - 1;
  while (i >= 0 && line[i] === ' ') i--;
  if (line[i] !== '.') return undefined;
  const end = i;
  i--;
  for (;;) {
    while (i >= 0 && line[i] === ' ') i--;
    const c = line[i];
    if (c === ')' || c === ']') {
      let depth = 0;
      for (; i >= 0; i--) {
        if (line[i] === ')' || line[i] === ']') depth++;
        else if (line[i] === '(' || line[i] === '[') depth--;
        if (depth === 0) break;
      }
      if (i < 0) return undefined;
      i--;
      continue;
    }
    if (c === undefined || !/\w/.test(c)) break;
    while (i >= 0 && /\w/.test(line[i] ?? '')) i--;
    if (line[i] !== '.') break;
    i--;
  }
  const receiver = line.slice(i + 1, end).trim();
  return receiver || undefined;
}
