import type { Node } from 'web-tree-sitter';
import type { ParameterFact, SymbolFact, SymbolKind } from '../../facts/types.js';
import { locate, oneLine } from '../tree-sitter/shared/syntax.js';
import {
  baseTypeName,
  isKotlinPublic,
  kotlinModifiers,
  kotlinName,
  kotlinParameters,
} from './kotlin-syntax.js';

interface Container {
  name: string;
  exported: boolean;
  /** Members of an `object` or a companion object are called on the type: `Javalin.create()`. */
  isStatic: boolean;
}

function paramsText(params: ParameterFact[]): string {
  return params
    .map(
      (p) =>
        `${p.kind === 'rest' ? 'vararg ' : ''}${p.name}${p.type ? `: ${p.type}` : ''}${p.optional && p.kind !== 'rest' ? ' = …' : ''}`,
    )
    .join(', ');
}

/** `class`, `interface`, `enum class`: the kind of a class_declaration from its keyword and modifiers. */
function classKind(node: Node): SymbolKind {
  if (node.children.some((child) => !child.isNamed && child.type === 'interface')) return 'interface';
  if (kotlinModifiers(node).has('enum')) return 'enum';
  return 'class';
}

/** The supertypes of `: Bar(), Baz`, generics dropped. */
function supertypes(node: Node): string[] {
  const list = node.namedChildren.find((child) => child.type === 'delegation_specifiers');
  return (list?.namedChildren ?? []).flatMap((specifier) => {
    const type = specifier.descendantsOfType('user_type')[0];
    return type ? [baseTypeName(type.text)] : [];
  });
}

/** A function: top level, a member, or an extension (`fun Javalin.routes()` is a member of Javalin). */
function functionSymbol(path: string, node: Node, container: Container | undefined): SymbolFact | undefined {
  const name = kotlinName(node);
  if (!name) return undefined;
  const params = kotlinParameters(node.namedChildren.find((c) => c.type === 'function_value_parameters'));
  // The receiver of an extension function is the type written before the name.
  const nameNode = node.childForFieldName('name');
  const receiver = node.namedChildren.find(
    (c) => /_type$/.test(c.type) && nameNode && c.endIndex <= nameNode.startIndex,
  );
  const returns = node.namedChildren.find(
    (c) => /_type$/.test(c.type) && nameNode && c.startIndex > nameNode.endIndex,
  );
  const owner = container?.name ?? (receiver ? baseTypeName(receiver.text) : undefined);
  return {
    name,
    kind: owner ? 'method' : 'function',
    ...(owner ? { container: owner } : {}),
    exported: (container?.exported ?? true) && isKotlinPublic(node),
    ...(container?.isStatic ? { isStatic: true } : {}),
    params,
    ...(returns ? { type: returns.text } : {}),
    signature: oneLine(
      `fun ${receiver ? `${receiver.text}.` : ''}${name}(${paramsText(params)})${returns ? `: ${returns.text}` : ''}`,
    ),
    location: locate(path, node),
  };
}

/**
 * The type a property's initializer constructs when no type is written: `Client(...)`,
 * `ExceptionHandler<Exception> { ... }` (a capitalised name called or given a lambda).
 */
function initializerType(node: Node, declaration: Node): string | undefined {
  const value = node.namedChildren.find((c) => c.startIndex > declaration.endIndex);
  return value ? /^([A-Z]\w*)\s*(?:<[^{}()]*>)?\s*[({]/.exec(value.text)?.[1] : undefined;
}

/**
 * How Java code sees a Kotlin property: `url` is `getUrl()`, a `var` also `setUrl(value)`, and
 * `isOpen` keeps its name as the getter (`setOpen`). Java examples of Kotlin projects call these.
 */
function jvmAccessors(property: SymbolFact, mutable: boolean): SymbolFact[] {
  const name = property.name;
  const boolean = /^is[A-Z]/.test(name);
  const stem = boolean ? name.slice(2) : `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;
  const getter = boolean ? name : `get${stem}`;
  const base = { kind: 'method' as const, container: property.container, exported: property.exported };
  const accessors: SymbolFact[] = [
    {
      ...base,
      name: getter,
      ...(property.isStatic ? { isStatic: true } : {}),
      params: [],
      ...(property.type ? { type: property.type } : {}),
      signature: `${getter}()`,
      location: property.location,
    },
  ];
  if (mutable)
    accessors.push({
      ...base,
      name: `set${stem}`,
      ...(property.isStatic ? { isStatic: true } : {}),
      params: [{ name: 'value', kind: 'positional', optional: false }],
      signature: `set${stem}(value)`,
      location: property.location,
    });
  return accessors;
}

/** A `val`/`var` keyword among a declaration's own tokens. */
function mutability(node: Node): 'val' | 'var' | undefined {
  const keyword = node.children.find((c) => !c.isNamed && (c.type === 'val' || c.type === 'var'));
  return keyword?.type as 'val' | 'var' | undefined;
}

/** `val port: Int`, `var name = ""`, `const val N = 1`; a class's properties with their JVM accessors. */
function propertySymbols(path: string, node: Node, container: Container | undefined): SymbolFact[] {
  const modifiers = node.namedChildren.find((c) => c.type === 'modifiers')?.text ?? '';
  const constant = /\bconst\b/.test(modifiers);
  const declaration = node.namedChildren.find((c) => c.type === 'variable_declaration');
  const name = declaration?.namedChildren.find((c) => c.type === 'identifier')?.text;
  if (!declaration || !name) return [];
  const type =
    declaration.namedChildren.find((c) => /_type$/.test(c.type))?.text ?? initializerType(node, declaration);
  const kind: SymbolKind = constant ? 'constant' : container ? 'property' : 'variable';
  const property: SymbolFact = {
    name,
    kind,
    ...(container ? { container: container.name } : {}),
    exported: (container?.exported ?? true) && isKotlinPublic(node),
    ...(container?.isStatic ? { isStatic: true } : {}),
    ...(type ? { type } : {}),
    signature: oneLine(`${name}${type ? `: ${type}` : ''}`, 120),
    location: locate(path, node),
  };
  // Constants and `@JvmField` properties are fields to Java, without accessors.
  if (!container || constant || /@JvmField\b/.test(modifiers)) return [property];
  return [property, ...jvmAccessors(property, mutability(node) === 'var')];
}

/** The `val`/`var` parameters of a primary constructor are properties of the class too. */
function constructorProperties(path: string, primary: Node | undefined, container: Container): SymbolFact[] {
  const params = primary?.namedChildren.find((c) => c.type === 'class_parameters')?.namedChildren ?? [];
  return params.flatMap((param) => {
    const name = param.namedChildren.find((c) => c.type === 'identifier')?.text;
    if (!mutability(param) || !name) return [];
    const type = param.namedChildren.find((c) => /_type$/.test(c.type))?.text;
    const property: SymbolFact = {
      name,
      kind: 'property',
      container: container.name,
      exported: container.exported && isKotlinPublic(param),
      ...(type ? { type } : {}),
      signature: oneLine(`${name}${type ? `: ${type}` : ''}`, 120),
      location: locate(path, param),
    };
    return [property, ...jvmAccessors(property, mutability(param) === 'var')];
  });
}

/** Declarations of a file or a class body, nested classes and companion objects included. */
function bodySymbols(
  path: string,
  body: Node | undefined,
  container: Container | undefined,
  out: SymbolFact[],
): void {
  for (const member of body?.namedChildren ?? []) {
    if (member.type === 'function_declaration') {
      const symbol = functionSymbol(path, member, container);
      if (symbol) out.push(symbol);
    } else if (member.type === 'property_declaration') out.push(...propertySymbols(path, member, container));
    else if (member.type === 'class_declaration' || member.type === 'object_declaration')
      typeSymbols(path, member, container, out);
    else if (member.type === 'companion_object' && container)
      bodySymbols(
        path,
        member.namedChildren.find((c) => c.type === 'class_body'),
        { ...container, isStatic: true },
        out,
      );
  }
}

/** A class, interface, enum or object, and its members. */
function typeSymbols(path: string, node: Node, outer: Container | undefined, out: SymbolFact[]): void {
  const name = kotlinName(node);
  if (!name) return;
  const isObject = node.type === 'object_declaration';
  const kind = isObject ? 'class' : classKind(node);
  const exported = (outer?.exported ?? true) && isKotlinPublic(node);
  const primary = node.namedChildren.find((c) => c.type === 'primary_constructor');
  const secondary = node.namedChildren
    .find((c) => c.type === 'class_body')
    ?.namedChildren.find((c) => c.type === 'secondary_constructor' && isKotlinPublic(c));
  const constructorParams =
    primary && isKotlinPublic(primary)
      ? kotlinParameters(primary.namedChildren.find((c) => c.type === 'class_parameters'))
      : secondary
        ? kotlinParameters(secondary.namedChildren.find((c) => c.type === 'function_value_parameters'))
        : undefined;
  // A class with no constructor written has the no-argument one; an object is not constructed, and
  // a class whose constructors are all internal or private is not constructed by its users.
  const params =
    isObject || kind !== 'class' || (primary && !constructorParams) ? undefined : (constructorParams ?? []);
  const bases = supertypes(node);
  out.push({
    name,
    kind,
    exported,
    ...(params ? { params } : {}),
    ...(bases.length > 0 ? { extends: bases } : {}),
    signature: oneLine(
      params ? `class ${name}(${paramsText(params)})` : `${isObject ? 'object' : kind} ${name}`,
    ),
    location: locate(path, node),
  });
  const container: Container = { name, exported, isStatic: isObject };
  if (primary) out.push(...constructorProperties(path, primary, container));
  const body = node.namedChildren.find((c) => c.type === 'class_body' || c.type === 'enum_class_body');
  bodySymbols(path, body, container, out);
  for (const entry of body?.namedChildren.filter((c) => c.type === 'enum_entry') ?? []) {
    const entryName = entry.namedChildren.find((c) => c.type === 'identifier')?.text;
    if (entryName)
      out.push({
        name: entryName,
        kind: 'constant',
        container: name,
        exported,
        isStatic: true,
        signature: entryName,
        location: locate(path, entry),
      });
  }
}

/** Classes, objects, interfaces, functions (extension functions as members of their receiver) and properties. */
export function kotlinSymbols(path: string, root: Node): SymbolFact[] {
  const out: SymbolFact[] = [];
  bodySymbols(path, root, undefined, out);
  return out;
}
