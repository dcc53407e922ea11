import type { Node } from 'web-tree-sitter';
import type { CliOptionFact, EnvVarFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { phpArguments, phpString } from './php-syntax.js';

/** `getenv('X')`, `env('X', default)` (Laravel), `$_ENV['X']`, `$_SERVER['X']` for upper-case names. */
export function phpEnvVars(path: string, calls: Node[], lookups: Node[]): EnvVarFact[] {
  const facts: EnvVarFact[] = [];
  for (const call of calls) {
    if (call.type !== 'function_call_expression') continue;
    const callee = call.childForFieldName('function')?.text.replace(/^\\/, '');
    if (callee !== 'getenv' && callee !== 'env') continue;
    const { positional } = phpArguments(call);
    const name = phpString(positional[0]);
    if (!name) continue;
    const fallback = positional[1];
    facts.push(
      fallback
        ? { name, defaultValue: phpString(fallback) ?? fallback.text, location: locate(path, call) }
        : { name, location: locate(path, call) },
    );
  }
  for (const lookup of lookups) {
    const target = lookup.namedChildren[0]?.text;
    const name = phpString(lookup.namedChildren[1]);
    if (name && (target === '$_ENV' || (target === '$_SERVER' && /^[A-Z][A-Z0-9_]*$/.test(name))))
      facts.push({ name, location: locate(path, lookup) });
  }
  return facts.sort((a, b) => a.location.line - b.location.line);
}

/** Laravel command signatures: `'mail:send {user} {--queue=default} {--Q|quiet}'`. */
function signatureOptions(path: string, node: Node, signature: string): CliOptionFact[] {
  const command = signature.trim().split(/\s+/)[0] ?? '';
  const facts: CliOptionFact[] = [
    {
      flags: [],
      name: command,
      takesValue: false,
      kind: 'command',
      framework: 'laravel',
      location: locate(path, node),
    },
  ];
  for (const match of signature.matchAll(/\{\s*([^}]+?)\s*\}/g)) {
    const body = (match[1] ?? '').split(':')[0]?.trim() ?? '';
    if (body.startsWith('--')) {
      const [names = '', fallback] = body.slice(2).split('=');
      const [short, long] = names.includes('|') ? names.split('|') : [undefined, names];
      const name = (long ?? '').replace(/[*?]$/, '');
      const fact: CliOptionFact = {
        flags: short ? [`--${name}`, `-${short}`] : [`--${name}`],
        name,
        takesValue: body.includes('='),
        kind: 'option',
        framework: 'laravel',
        command,
        location: locate(path, node),
      };
      if (fallback) fact.defaultValue = fallback.trim();
      facts.push(fact);
    } else {
      const [name = '', fallback] = body.replace(/[*?]/g, '').split('=');
      const fact: CliOptionFact = {
        flags: [],
        name: name.trim(),
        takesValue: true,
        kind: 'argument',
        framework: 'laravel',
        command,
        location: locate(path, node),
      };
      if (fallback) fact.defaultValue = fallback.trim();
      facts.push(fact);
    }
  }
  return facts;
}

/** Symfony Console `->addOption('name', 'n', ...)` / `->addArgument('name')` and Laravel `$signature` strings. */
export function phpCliOptions(path: string, calls: Node[], properties: Node[]): CliOptionFact[] {
  const facts: CliOptionFact[] = [];
  for (const property of properties) {
    if (property.childForFieldName('name')?.text !== '$signature') continue;
    const signature = phpString(property.childForFieldName('default_value') ?? property.namedChildren.at(-1));
    if (signature) facts.push(...signatureOptions(path, property, signature));
  }
  for (const call of calls) {
    if (call.type !== 'member_call_expression') continue;
    const method = call.childForFieldName('name')?.text;
    if (method !== 'addOption' && method !== 'addArgument') continue;
    const { positional } = phpArguments(call);
    const name = phpString(positional[0]);
    if (!name) continue;
    if (method === 'addArgument') {
      facts.push({
        flags: [],
        name,
        takesValue: true,
        kind: 'argument',
        framework: 'symfony',
        location: locate(path, call),
      });
      continue;
    }
    const short = phpString(positional[1]);
    const mode = positional[2]?.text ?? '';
    const fact: CliOptionFact = {
      flags: short ? [`--${name}`, `-${short}`] : [`--${name}`],
      name,
      takesValue: !/VALUE_NONE|VALUE_NEGATABLE/.test(mode),
      kind: 'option',
      framework: 'symfony',
      location: locate(path, call),
    };
    const fallback = positional[4];
    if (fallback) fact.defaultValue = phpString(fallback) ?? fallback.text;
    facts.push(fact);
  }
  return facts;
}
