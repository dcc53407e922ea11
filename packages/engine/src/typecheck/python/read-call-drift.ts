import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import { closestName } from '../../util/similarity.js';
import type { PythonSnippet } from './build-python-snippets.js';
import type { PythonLayout } from './find-python-roots.js';
import { projectSymbols } from './project-symbols.js';
import type { Drift } from './python-drift.js';
import type { PyrightDiagnostic } from './run-pyright.js';

// Extraction leaves the receiver out already: a parameter named `cls` is one the caller passes.
const passable = (s: SymbolFact) => s.params ?? [];
/** What any declaration of that name accepts, the code accepts: pyright sees one branch of
 * conditional definitions, and methods of the same name on other classes may be the callee. */
const acceptsKeyword = (declarations: SymbolFact[], name: string) =>
  declarations.some((s) =>
    passable(s).some((p) => p.kind === 'kwargs' || (p.name === name && p.kind !== 'positional_only')),
  );

/**
 * "No parameter named X", "Expected N positional arguments" on a call of the project's own code;
 * and "No overloads for X match" (pyright's only word on a call of an overloaded callable, a marker
 * instance's `__call__` included) when a keyword the call passes is one no declaration takes.
 */
export function readCallDrift(
  d: PyrightDiagnostic,
  snippet: PythonSnippet,
  index: ProjectIndex,
  layout: PythonLayout,
): Drift | undefined {
  const overloaded = /^No overloads for "(\w+)" match the provided arguments/.exec(d.message)?.[1];
  const call = overloaded
    ? callAt(snippet.text, d.line, d.character)
    : enclosingCall(snippet.text, d.line, d.character);
  if (!call || call.text.includes('...')) return undefined;
  const declarations = callDeclarations(
    projectSymbols(index, layout, overloaded ?? call.callee, ['function', 'method', 'class'], snippet.text),
    overloaded,
    call.chain,
    snippet.text,
  );
  const callee = declarations[0];
  if (!callee) return undefined;
  const m = overloaded
    ? [d.message, keywordsOf(call.text).find((name) => !acceptsKeyword(declarations, name))]
    : (/^No parameter named "(\w+)"$/.exec(d.message) ??
      /^Expected (\d+) positional arguments?$/.exec(d.message));
  if (!m?.[1]) return undefined;
  const keyword = overloaded !== undefined || d.message.startsWith('No parameter');
  const accepted = keyword
    ? acceptsKeyword(declarations, m[1])
    : declarations.some(
        (s) =>
          passable(s).some((p) => p.kind === 'rest') ||
          passable(s).filter((p) => p.kind === 'positional' || p.kind === 'positional_only').length >
            Number(m[1]),
      );
  if (accepted) return undefined;
  const keywords = passable(callee)
    .filter((p) => p.kind !== 'positional_only' && p.kind !== 'rest')
    .map((p) => p.name);
  const near = keyword ? closestName(m[1], keywords) : undefined;
  return {
    // The call is the claim, as the other example rules name it (`client.forecast`).
    name: call.chain,
    title: keyword
      ? `${call.callee}() has no parameter ${m[1]}`
      : `${call.callee}() takes ${m[1]} positional argument${m[1] === '1' ? '' : 's'}, the docs pass more`,
    description: `The docs call ${call.text.replace(/\s+/g, ' ').slice(0, 120)}; the code declares ${callee.signature}.`,
    subtype: keyword ? 'extra_parameter' : 'parameter_mismatch',
    candidates: [],
    symbol: callee,
    fix: !keyword
      ? `Pass at most ${m[1]} positional arguments to ${call.callee}()`
      : near
        ? `Replace ${m[1]}= with ${near}=`
        : `Remove ${m[1]}= (${call.callee}() takes ${keywords.join(', ') || 'no keywords'})`,
  };
}

/** The call whose argument list holds the position: its callee's last name, its dotted chain and its whole text. */
function enclosingCall(
  text: string,
  line: number,
  character: number,
): { callee: string; chain: string; text: string } | undefined {
  const lines = text.split('\n');
  let offset = lines.slice(0, line).reduce((n, l) => n + l.length + 1, 0) + character;
  let depth = 0;
  for (offset -= 1; offset >= 0; offset--) {
    const c = text[offset];
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '(' || c === '[' || c === '{') {
      if (depth === 0) break;
      depth--;
    }
  }
  if (offset < 0 || text[offset] !== '(') return undefined;
  const callee = /([A-Za-z_][\w.]*)\s*$/.exec(text.slice(0, offset))?.[1];
  if (!callee) return undefined;
  // The whole argument list, over its lines: `OAuthProxy(\n    ...,\n    key=1)` passes a placeholder.
  let end = offset;
  for (let open = 0; end < text.length; end++) {
    const c = text[end];
    if (c === '(' || c === '[' || c === '{') open++;
    else if ((c === ')' || c === ']' || c === '}') && --open === 0) break;
  }
  return {
    callee: callee.split('.').at(-1) ?? callee,
    chain: callee,
    text: text.slice(offset - callee.length, end + 1),
  };
}

/** The call whose callee starts at the position (where pyright puts "No overloads for ..."). */
function callAt(text: string, line: number, character: number): ReturnType<typeof enclosingCall> | undefined {
  const head = /^[A-Za-z_][\w.]*\s*\(/.exec(text.split('\n')[line]?.slice(character) ?? '')?.[0];
  return head ? enclosingCall(text, line, character + head.length) : undefined;
}

/** The keyword names a call passes at its own level: `f(a, b=g(c=1), **d)` -> `b`. */
function keywordsOf(call: string): string[] {
  const open = call.indexOf('(');
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = open + 1;
  for (let i = open + 1; i < call.length; i++) {
    const c = call[i] ?? '';
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && depth > 0) depth--;
    if ((c === ',' && depth === 0) || i === call.length - 1) {
      const name = /^\s*([A-Za-z_]\w*)\s*=(?!=)/.exec(call.slice(start, i))?.[1];
      if (name) out.push(name);
      start = i + 1;
    }
  }
  return out;
}

/**
 * An instance's `__call__` is its class's: `hookimpl = HookimplMarker("x")` makes `hookimpl(...)`
 * HookimplMarker's, not any class's whose `__call__` takes `**kwargs`. Without such a binding in
 * the example every declaration stays a candidate.
 */
function callDeclarations(
  declarations: SymbolFact[],
  overloaded: string | undefined,
  chain: string,
  text: string,
): SymbolFact[] {
  if (overloaded !== '__call__') return declarations;
  const escaped = chain.replaceAll('.', '\\.');
  const owner = new RegExp(`^\\s*${escaped}\\s*=\\s*(?:[\\w.]+\\.)?([A-Za-z_]\\w*)\\(`, 'm').exec(text)?.[1];
  const own = declarations.filter((s) => s.container === owner);
  return own.length > 0 ? own : declarations;
}
