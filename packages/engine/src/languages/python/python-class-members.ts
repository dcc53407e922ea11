import type { Node } from 'web-tree-sitter';
import type { ParameterFact, SymbolFact } from '../../facts/types.js';
import { locate, oneLine } from '../tree-sitter/shared/syntax.js';
import { assignmentOf, bodyStatements, decoratorName } from './python-declarations.js';
import { formatPythonParams } from './python-format.js';
import { instanceAttributes } from './python-instance-attributes.js';
import { pythonParameters } from './python-params.js';
import { callArguments } from './python-strings.js';

const FIELD_CLASS_DECORATORS = /(^|\.)(dataclass|define|frozen|mutable|s|attrs)$/;
const KEYWORD_FIELD_BASES = /(^|\.)(BaseModel|BaseSettings|TypedDict|Struct)$/;
const POSITIONAL_FIELD_BASES = /(^|\.)NamedTuple$/;

interface ClassInfo {
  name: string;
  exported: boolean;
  path: string;
}

/** Dataclass/attrs/pydantic/NamedTuple fields: how such a class is constructed. */
function fieldParam(assignment: Node, keywordOnly: boolean): ParameterFact | undefined {
  const left = assignment.childForFieldName('left');
  const type = assignment.childForFieldName('type');
  const right = assignment.childForFieldName('right');
  if (left?.type !== 'identifier') return undefined;
  if (type?.text.startsWith('ClassVar')) return undefined;
  let value = right ?? undefined;
  // `field(default=1)` / `attr.ib(default=1)` / `Field(1)`: the default is inside the call.
  if (
    right?.type === 'call' &&
    /(^|\.)(field|ib|attrib|Field)$/.test(right.childForFieldName('function')?.text ?? '')
  ) {
    const args = callArguments(right);
    const factory = args.keywords.get('default_factory') ?? args.keywords.get('factory');
    const inner = args.keywords.get('default') ?? args.positional[0];
    if (factory) {
      // A factory default reads best as the call that makes it: `field(default_factory=list)` -> `list()`.
      const fact: ParameterFact = {
        name: left.text,
        kind: keywordOnly ? 'keyword_only' : 'positional',
        optional: true,
        defaultValue: `${factory.text}()`,
      };
      if (type) fact.type = type.text;
      return fact;
    }
    value = inner && inner.text !== '...' ? inner : undefined;
  } else if (!type && right?.type !== 'call') {
    return undefined;
  }
  const fact: ParameterFact = {
    name: left.text,
    kind: keywordOnly ? 'keyword_only' : 'positional',
    optional: Boolean(value),
  };
  if (value) fact.defaultValue = value.text;
  if (type) fact.type = type.text;
  return fact;
}

function methodSymbol(info: ClassInfo, definition: Node, decorators: string[]): SymbolFact | undefined {
  const name = definition.childForFieldName('name')?.text;
  // `__call__` is how an instance is called (`@hookimpl(tryfirst=True)`); other underscore names are private.
  if (!name || (name.startsWith('_') && name !== '__call__')) return undefined;
  if (decorators.some((decorator) => /\.(setter|deleter)$/.test(decorator))) return undefined;
  const location = locate(info.path, definition);
  const base = { name, container: info.name, exported: info.exported, location };
  if (decorators.some((decorator) => /(^|\.)(cached_)?property$/.test(decorator))) {
    const type = definition.childForFieldName('return_type')?.text;
    return { ...base, kind: 'property', signature: type ? `${name}: ${type}` : name };
  }
  const isStatic = decorators.includes('staticmethod') || decorators.includes('classmethod');
  const all = pythonParameters(definition.childForFieldName('parameters'));
  const params = decorators.includes('staticmethod') ? all : all.slice(1);
  const returns = definition.childForFieldName('return_type')?.text;
  const signature = oneLine(`${name}(${formatPythonParams(params)})${returns ? ` -> ${returns}` : ''}`);
  return { ...base, kind: 'method', params, signature, ...(isStatic ? { isStatic } : {}) };
}

/**
 * Members of a class: public methods and properties, annotated fields, and the constructor
 * parameters (`__init__` minus self, or the generated constructor of a dataclass-like class).
 */
export function classMembers(
  info: ClassInfo,
  classNode: Node,
  decorators: string[],
): { params?: ParameterFact[]; members: SymbolFact[] } {
  const body = classNode.childForFieldName('body');
  const members: SymbolFact[] = [];
  if (!body) return { members };
  const bases = (classNode.childForFieldName('superclasses')?.namedChildren ?? []).map((base) => base.text);
  const fieldStyle = decorators.some((decorator) => FIELD_CLASS_DECORATORS.test(decorator))
    ? 'dataclass'
    : bases.some((base) => KEYWORD_FIELD_BASES.test(base))
      ? 'keyword'
      : bases.some((base) => POSITIONAL_FIELD_BASES.test(base))
        ? 'dataclass'
        : undefined;
  const kwOnlyDecorator = (classNode.parent?.namedChildren ?? []).some(
    (child) => child.type === 'decorator' && /kw_only\s*=\s*True/.test(child.text),
  );
  let keywordOnly = fieldStyle === 'keyword' || kwOnlyDecorator;
  let initParams: ParameterFact[] | undefined;
  // Instance methods, `__init__` first: where `self.x = ...` attributes come from.
  const instanceMethods: Node[] = [];
  const fields: ParameterFact[] = [];
  const overloads: SymbolFact[] = [];
  for (const { node, decorators: nodeDecorators } of bodyStatements(body)) {
    if (node.type === 'function_definition') {
      const names = nodeDecorators.map(decoratorName);
      if (node.childForFieldName('name')?.text === '__init__') {
        initParams = pythonParameters(node.childForFieldName('parameters')).slice(1);
        instanceMethods.unshift(node);
        continue;
      }
      if (!names.some((name) => /(^|\.)(staticmethod|classmethod)$/.test(name))) instanceMethods.push(node);
      const method = methodSymbol(info, node, names);
      if (method && names.includes('overload')) overloads.push(method);
      else if (method) members.push(method);
      continue;
    }
    if (node.type === 'class_definition') {
      members.push(...nestedClass(info, node, nodeDecorators.map(decoratorName)));
      continue;
    }
    const assignment = assignmentOf(node);
    if (!assignment) continue;
    const typeText = assignment.childForFieldName('type')?.text;
    if (typeText === 'KW_ONLY' || typeText?.endsWith('.KW_ONLY')) {
      keywordOnly = true;
      continue;
    }
    const param = fieldStyle ? fieldParam(assignment, keywordOnly) : undefined;
    if (param) fields.push(param);
    // `fatal = failure = err = msg`: every target of a chained assignment is an attribute (an alias).
    const targets: Node[] = [];
    for (let at: Node | null = assignment; at?.type === 'assignment'; at = at.childForFieldName('right')) {
      const target = at.childForFieldName('left');
      if (target) targets.push(target);
    }
    for (const left of targets) {
      if (left.type !== 'identifier' || left.text.startsWith('_')) continue;
      // Annotated fields, dataclass fields and plain class attributes (`TIMEOUT = 10`, enum members).
      const signature = typeText ? `${left.text}: ${typeText}` : oneLine(assignment.text, 120);
      members.push({
        name: left.text,
        kind: /^[A-Z][A-Z0-9_]*$/.test(left.text) && !typeText ? 'constant' : 'field',
        ...(typeText || param ? {} : { isStatic: true }),
        container: info.name,
        exported: info.exported,
        signature,
        location: locate(info.path, node),
      });
    }
  }
  // A stub or protocol declares only `@overload`s of a method: each is a way to call it. With an
  // implementation, it alone is kept (it accepts what every overload does).
  const implemented = new Set(members.map((m) => m.name));
  members.push(...overloads.filter((o) => !implemented.has(o.name)));
  // The class body's own declarations win on a name clash.
  members.push(...instanceAttributes(info, instanceMethods, new Set(members.map((m) => m.name))));
  const params = initParams ?? (fieldStyle ? fields : undefined);
  return params ? { params, members } : { members };
}

/**
 * A class declared in a class body (`MockerFixture._Patcher`, the type of `mocker.patch`): its
 * members are what the outer class hands out, so pyright's "cannot access attribute for class
 * _Patcher" has a project class to judge by. Never exported: the outer class documents it.
 */
function nestedClass(outer: ClassInfo, node: Node, decorators: string[]): SymbolFact[] {
  const name = node.childForFieldName('name')?.text;
  if (!name) return [];
  const { params, members } = classMembers({ name, exported: false, path: outer.path }, node, decorators);
  const signature = params ? oneLine(`${name}(${formatPythonParams(params)})`) : `class ${name}`;
  return [
    {
      name,
      kind: 'class',
      container: outer.name,
      exported: false,
      ...(params ? { params } : {}),
      signature,
      location: locate(outer.path, node),
    },
    ...members,
  ];
}
