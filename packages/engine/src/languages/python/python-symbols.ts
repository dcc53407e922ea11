import type { Node } from 'web-tree-sitter';
import type { ParameterFact, SymbolFact } from '../../facts/types.js';
import { locate, oneLine } from '../tree-sitter/shared/syntax.js';
import { classMembers } from './python-class-members.js';
import { assignmentOf, type Declaration, decoratorName } from './python-declarations.js';
import { formatPythonParams } from './python-format.js';
import { pythonParameters } from './python-params.js';
import { callArguments, pythonString, pythonStringList } from './python-strings.js';

const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/;
const TYPE_NAME = /^[A-Z][a-z]\w*$/;
/** `PointLike = Union[Point, Tuple[float, float]]` is a type alias even without the TypeAlias annotation. */
const TYPING_FORMS =
  /^(typing\.)?(Union|Optional|Tuple|List|Dict|Callable|Literal|Mapping|Sequence|Iterable|Type|Annotated)\[/;

/** Fields of `namedtuple("P", ["x", "y"])` / `namedtuple("P", "x y")` / `NamedTuple("P", [("x", int)])`. */
function namedTupleParams(call: Node): ParameterFact[] | undefined {
  if (!/(^|\.)(namedtuple|NamedTuple)$/.test(call.childForFieldName('function')?.text ?? ''))
    return undefined;
  const { positional, keywords } = callArguments(call);
  const fields = positional[1] ?? keywords.get('field_names') ?? keywords.get('fields');
  if (!fields) return undefined;
  const single = pythonString(fields);
  if (single !== undefined) {
    return single
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((name) => ({ name, kind: 'positional', optional: false }));
  }
  return fields.namedChildren.flatMap((item): ParameterFact[] => {
    const name = pythonString(item.type === 'tuple' ? item.namedChildren[0] : item);
    const type = item.type === 'tuple' ? item.namedChildren[1]?.text : undefined;
    if (!name) return [];
    return [
      type
        ? { name, kind: 'positional', optional: false, type }
        : { name, kind: 'positional', optional: false },
    ];
  });
}

/** Names listed in `__all__ = [...]` (and `__all__ += [...]`), or undefined when there is none. */
function readDunderAll(statements: Declaration[]): Set<string> | undefined {
  let names: Set<string> | undefined;
  for (const { node } of statements) {
    const first = node.type === 'expression_statement' ? node.namedChildren[0] : undefined;
    if (!first || (first.type !== 'assignment' && first.type !== 'augmented_assignment')) continue;
    if (first.childForFieldName('left')?.text !== '__all__') continue;
    names ??= new Set();
    for (const name of pythonStringList(first.childForFieldName('right') ?? undefined)) names.add(name);
  }
  return names;
}

function functionSymbol(path: string, node: Node, exported: boolean): SymbolFact | undefined {
  const name = node.childForFieldName('name')?.text;
  if (!name) return undefined;
  const params = pythonParameters(node.childForFieldName('parameters'));
  const returns = node.childForFieldName('return_type')?.text;
  const signature = oneLine(`${name}(${formatPythonParams(params)})${returns ? ` -> ${returns}` : ''}`);
  return { name, kind: 'function', exported, params, signature, location: locate(path, node) };
}

/** Module-level functions, classes (with members), constants, variables, type aliases and aliases of functions or classes. */
/** Typing forms that add no members a class's users call (`Generic[T]`, `Protocol`, `ABC`). */
const TYPING_BASES = new Set(['object', 'Generic', 'Protocol', 'ABC']);

/**
 * `class Session(_Session, Generic[T], metaclass=M)` -> `_Session`: the bases whose members the
 * class inherits (a base from outside the project means members the index cannot see).
 */
function baseClasses(node: Node): string[] {
  const bases: string[] = [];
  for (const base of node.childForFieldName('superclasses')?.namedChildren ?? []) {
    const value = base?.type === 'subscript' ? base.childForFieldName('value') : base;
    if (!value || (value.type !== 'identifier' && value.type !== 'attribute')) continue;
    if (!TYPING_BASES.has(value.text.split('.').pop() ?? '')) bases.push(value.text);
  }
  return bases;
}

interface PendingAlias {
  node: Node;
  name: string;
  target: string;
}

/** Symbols of a module-level assignment: constants, variables, type aliases, namedtuples, aliases. */
function readAssignment(
  path: string,
  node: Node,
  isPublic: (name: string) => boolean,
  symbols: SymbolFact[],
  aliases: PendingAlias[],
): void {
  const assignment = assignmentOf(node);
  const left = assignment?.childForFieldName('left');
  if (!assignment || left?.type !== 'identifier') return;
  const typeText = assignment.childForFieldName('type')?.text;
  const right = assignment.childForFieldName('right');
  if (right?.type === 'assignment') {
    // `s = attributes = attrs`: each name of the chain is an alias of the value it ends with.
    const names = [left.text];
    let value: Node | null = right;
    for (; value?.type === 'assignment'; value = value.childForFieldName('right')) {
      const target = value.childForFieldName('left');
      if (target?.type === 'identifier') names.push(target.text);
    }
    for (const name of names) {
      if (name.startsWith('__')) continue;
      if (value?.type === 'identifier') aliases.push({ node, name, target: value.text });
      else
        symbols.push({
          name,
          kind: CONSTANT_NAME.test(name) ? 'constant' : 'variable',
          exported: isPublic(name),
          signature: oneLine(assignment.text, 120),
          location: locate(path, node),
        });
    }
    return;
  }
  const isAlias =
    typeText === 'TypeAlias' ||
    (TYPE_NAME.test(left.text) && right?.type === 'subscript' && TYPING_FORMS.test(right.text));
  const tuple = right?.type === 'call' ? namedTupleParams(right) : undefined;
  if (tuple) {
    const signature = oneLine(`${left.text}(${formatPythonParams(tuple)})`);
    symbols.push({
      name: left.text,
      kind: 'class',
      exported: isPublic(left.text),
      params: tuple,
      signature,
      location: locate(path, node),
    });
    return;
  }
  if (
    left.text.startsWith('__') ||
    (!isAlias && !CONSTANT_NAME.test(left.text) && right?.type === 'identifier')
  ) {
    // `encode = encode_geohash`: an alias callable like its target; resolved once every symbol is known.
    if (right?.type === 'identifier' && !left.text.startsWith('__'))
      aliases.push({ node, name: left.text, target: right.text });
    return;
  }
  const kind = isAlias ? 'type' : CONSTANT_NAME.test(left.text) ? 'constant' : 'variable';
  symbols.push({
    name: left.text,
    kind,
    exported: isPublic(left.text),
    signature: oneLine(assignment.text, 120),
    location: locate(path, node),
  });
}

export function pythonSymbols(path: string, statements: Declaration[]): SymbolFact[] {
  const all = readDunderAll(statements);
  const isPublic = (name: string): boolean => (all ? all.has(name) : !name.startsWith('_'));
  const symbols: SymbolFact[] = [];
  const aliases: PendingAlias[] = [];
  const overloads: Node[] = [];
  for (const { node, decorators } of statements) {
    const names = decorators.map(decoratorName);
    if (node.type === 'function_definition') {
      if (names.includes('overload')) {
        overloads.push(node);
        continue;
      }
      const name = node.childForFieldName('name')?.text ?? '';
      const symbol = functionSymbol(path, node, isPublic(name));
      if (symbol) symbols.push(symbol);
    } else if (node.type === 'class_definition') {
      const name = node.childForFieldName('name')?.text;
      if (!name) continue;
      const exported = isPublic(name);
      const { params, members } = classMembers({ name, exported, path }, node, names);
      const signature = params ? oneLine(`${name}(${formatPythonParams(params)})`) : `class ${name}`;
      const bases = baseClasses(node);
      symbols.push({
        name,
        kind: 'class',
        exported,
        ...(params ? { params } : {}),
        signature,
        ...(bases.length > 0 ? { extends: bases } : {}),
        location: locate(path, node),
      });
      symbols.push(...members);
    } else if (node.type === 'type_alias_statement') {
      const name = node.namedChildren[0]?.text.split('[')[0];
      if (name)
        symbols.push({
          name,
          kind: 'type',
          exported: isPublic(name),
          signature: oneLine(node.text),
          location: locate(path, node),
        });
    } else readAssignment(path, node, isPublic, symbols, aliases);
  }
  // A stub (`.pyi`) or protocol declares only `@overload`s: each is a way to call the name, and
  // the calls every overload rejects are the drift. With an implementation, it alone is kept.
  const implemented = new Set(symbols.filter((symbol) => !symbol.container).map((symbol) => symbol.name));
  for (const node of overloads) {
    const name = node.childForFieldName('name')?.text ?? '';
    if (implemented.has(name)) continue;
    const symbol = functionSymbol(path, node, isPublic(name));
    if (symbol) symbols.push(symbol);
  }
  for (const alias of aliases) {
    const target = symbols.find((symbol) => symbol.name === alias.target && !symbol.container);
    const location = locate(path, alias.node);
    const exported = isPublic(alias.name);
    if (target)
      symbols.push({
        ...target,
        name: alias.name,
        exported,
        signature: target.signature.replace(target.name, alias.name),
        location,
      });
    else
      symbols.push({
        name: alias.name,
        kind: 'variable',
        exported,
        signature: `${alias.name} = ${alias.target}`,
        location,
      });
  }
  return symbols;
}
