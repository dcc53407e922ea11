import type { Node } from 'web-tree-sitter';
import type { ParameterFact, SymbolFact } from '../../facts/types.js';
import { locate, oneLine } from '../tree-sitter/shared/syntax.js';
import { baseTypeName, isPublic } from './rust-syntax.js';

/** Parameters of a function (without `self`). */
function rustParameters(list: Node | null | undefined): ParameterFact[] {
  const params: ParameterFact[] = [];
  for (const param of list?.namedChildren ?? []) {
    if (param.type !== 'parameter') continue;
    const pattern = param.childForFieldName('pattern');
    const type = param.childForFieldName('type')?.text;
    const name =
      pattern?.type === 'identifier'
        ? pattern.text
        : (pattern?.descendantsOfType('identifier').at(-1)?.text ?? pattern?.text ?? '_');
    params.push(
      type
        ? { name, kind: 'positional', optional: false, type }
        : { name, kind: 'positional', optional: false },
    );
  }
  return params;
}

function functionSymbol(
  path: string,
  node: Node,
  exported: boolean,
  container?: string,
): SymbolFact | undefined {
  const name = node.childForFieldName('name')?.text;
  if (!name) return undefined;
  const parameters = node.childForFieldName('parameters');
  const params = rustParameters(parameters);
  const hasSelf = parameters?.namedChildren.some((param) => param.type === 'self_parameter') ?? false;
  const returns = node.childForFieldName('return_type')?.text;
  const signature = oneLine(`fn ${name}${parameters?.text ?? '()'}${returns ? ` -> ${returns}` : ''}`);
  const kind = container ? 'method' : 'function';
  // `-> Self` and `-> &mut Self` (constructors, builder methods) return the impl's own type.
  const type = returns && container ? returns.replace(/\bSelf\b/g, container) : returns;
  return {
    name,
    kind,
    ...(container ? { container } : {}),
    exported,
    ...(container && !hasSelf ? { isStatic: true } : {}),
    params,
    ...(type ? { type } : {}),
    signature,
    location: locate(path, node),
  };
}

function pushFields(
  path: string,
  symbols: SymbolFact[],
  body: Node | null,
  container: string,
  exported: boolean,
): void {
  for (const field of body?.namedChildren ?? []) {
    if (field.type !== 'field_declaration') continue;
    const name = field.childForFieldName('name')?.text;
    const type = field.childForFieldName('type')?.text ?? '';
    if (name)
      symbols.push({
        name,
        kind: 'field',
        container,
        exported: exported && isPublic(field),
        signature: `${name}: ${type}`,
        location: locate(path, field),
      });
  }
}

/** `crate::auth::Sign<T>` -> `Sign`, `fmt::Display` stays qualified (`fmt.Display`): another crate's trait. */
function traitPath(text: string): string {
  const segments = text.replace(/<.*$/s, '').split('::');
  const local = segments[0] === 'crate' || segments[0] === 'self' || segments[0] === 'super';
  return local ? (segments.at(-1) ?? text) : segments.join('.');
}

/** An enum and its variants (`Level::Warn` is a static constant of `Level`). */
function pushEnum(path: string, symbols: SymbolFact[], item: Node, name: string, exported: boolean): void {
  symbols.push({ name, kind: 'enum', exported, signature: `enum ${name}`, location: locate(path, item) });
  for (const variant of item.childForFieldName('body')?.namedChildren ?? []) {
    const variantName = variant.type === 'enum_variant' ? variant.childForFieldName('name')?.text : undefined;
    if (variantName)
      symbols.push({
        name: variantName,
        kind: 'constant',
        container: name,
        exported,
        isStatic: true,
        signature: oneLine(variant.text, 120),
        location: locate(path, variant),
      });
  }
}

/** A trait and its required and provided methods. */
function pushTrait(path: string, symbols: SymbolFact[], item: Node, name: string, exported: boolean): void {
  symbols.push({
    name,
    kind: 'interface',
    exported,
    signature: `trait ${name}`,
    location: locate(path, item),
  });
  for (const member of item.childForFieldName('body')?.namedChildren ?? []) {
    if (member.type !== 'function_signature_item' && member.type !== 'function_item') continue;
    const symbol = functionSymbol(path, member, exported, name);
    if (symbol) symbols.push(symbol);
  }
}

/** The methods of an `impl` block, and for `impl Trait for T` the trait as a supertype of T. */
function pushImpl(path: string, symbols: SymbolFact[], item: Node): void {
  const container = baseTypeName(item.childForFieldName('type'));
  if (!container) return;
  // Methods of a trait implementation are as visible as the trait; inherent methods need `pub`.
  const trait = item.childForFieldName('trait');
  // `impl Trait for T`: the trait's provided (default) methods join T's method set.
  if (trait)
    symbols.push({
      name: container,
      kind: 'type',
      exported: false,
      extends: [traitPath(trait.text)],
      signature: oneLine(`impl ${trait.text} for ${container}`),
      location: locate(path, item),
    });
  for (const member of item.childForFieldName('body')?.namedChildren ?? []) {
    if (member.type !== 'function_item') continue;
    const symbol = functionSymbol(path, member, Boolean(trait) || isPublic(member), container);
    if (symbol) symbols.push(symbol);
  }
}

/** An item that declares one name with its own text as signature (`const`, `static`, `type`). */
function pushNamedItem(path: string, symbols: SymbolFact[], item: Node, kind: 'constant' | 'type'): void {
  const name = item.childForFieldName('name')?.text;
  if (name)
    symbols.push({
      name,
      kind,
      exported: isPublic(item),
      signature: oneLine(item.text, 120).replace(/;$/, ''),
      location: locate(path, item),
    });
}

function visitItems(path: string, symbols: SymbolFact[], items: Node[]): void {
  for (const item of items) {
    const name = item.childForFieldName('name')?.text;
    const exported = isPublic(item);
    switch (item.type) {
      case 'function_item': {
        const symbol = functionSymbol(path, item, exported);
        if (symbol) symbols.push(symbol);
        break;
      }
      case 'struct_item':
      case 'union_item':
        if (!name) break;
        symbols.push({
          name,
          kind: 'type',
          exported,
          signature: `struct ${name}`,
          location: locate(path, item),
        });
        pushFields(path, symbols, item.childForFieldName('body'), name, exported);
        break;
      case 'enum_item':
        if (name) pushEnum(path, symbols, item, name, exported);
        break;
      case 'trait_item':
        if (name) pushTrait(path, symbols, item, name, exported);
        break;
      case 'impl_item':
        pushImpl(path, symbols, item);
        break;
      case 'const_item':
      case 'static_item':
        pushNamedItem(path, symbols, item, 'constant');
        break;
      case 'type_item':
        pushNamedItem(path, symbols, item, 'type');
        break;
      case 'mod_item':
        visitItems(path, symbols, item.childForFieldName('body')?.namedChildren ?? []);
        break;
    }
  }
}

/** Functions, structs with fields, enums with variants, traits, impl methods, consts and type aliases (`pub` = exported). */
export function rustSymbols(path: string, root: Node): SymbolFact[] {
  const symbols: SymbolFact[] = [];
  visitItems(path, symbols, root.namedChildren);
  return symbols;
}
