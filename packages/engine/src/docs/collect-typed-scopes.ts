// The scopes of a Kotlin, C#, Ruby or PHP example from its tree-sitter syntax tree: functions,
// methods and lambdas with their parameters (typed where the language writes types), and local
// variables (`val c: Client`, `Client c = ...`, `var c = new Client()`, `$c = new Client()`,
// `c = Acme::Client.new`). A constructor call binds its class as the variable's type.
import type { Node } from 'web-tree-sitter';
import type { ExampleHeadBinding } from '../model/doc.js';
import { createScopeBuilder, type ExampleScope } from './build-example-scopes.js';

export type TypedScopeLanguage = 'kotlin' | 'csharp' | 'ruby' | 'php';

const TEXT = 200;

interface ScopeGrammar {
  functions: Set<string>;
  /** The parameters of a function node. */
  params(fn: Node): Array<{ name: Node | null | undefined; type: string }>;
  /** Local variables a node declares: name, written type and value. */
  locals(node: Node): Array<{ name: Node | null | undefined; type: string; value: Node | null | undefined }>;
}

/**
 * The class a value constructs (`new Client()`, `Client()`, `Acme::Client.new`), namespace kept in
 * dotted form (`GuzzleHttp.Client`) so the type resolver can tell another library's class.
 */
function constructed(value: Node | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value.type === 'object_creation_expression') {
    const type =
      value.childForFieldName('type') ??
      value.namedChildren.find((c) => c.type === 'name' || c.type === 'qualified_name');
    return type ? dotted(type.text) : undefined;
  }
  if (value.type === 'call' && value.childForFieldName('method')?.text === 'new') {
    const receiver = value.childForFieldName('receiver');
    return receiver && /^[A-Z][\w:]*$/.test(receiver.text) ? dotted(receiver.text) : undefined;
  }
  const callee = value.type === 'call_expression' ? value.namedChildren[0] : undefined;
  return callee?.type === 'identifier' && /^[A-Z]/.test(callee.text) ? callee.text : undefined;
}

/** `\Acme\Client`, `Acme::Client`, `Acme.Client<T>` as `Acme.Client`. */
function dotted(type: string): string {
  return type
    .replace(/<.*$/s, '')
    .split(/\.|\\|::/)
    .filter(Boolean)
    .join('.');
}

/**
 * An assigned expression in the dotted form the type resolver reads: PHP `$c->make()` and
 * `\Acme\Client::make()` become `c.make()` and `Client.make()`, Ruby `Acme::Client.create` becomes
 * `Client.create`.
 */
function asDottedCall(text: string, language: TypedScopeLanguage): string {
  if (language === 'php')
    return text
      .replace(/\\?(?:\w+\\)+/g, '')
      .replace(/->|::/g, '.')
      .replace(/\$/g, '');
  if (language === 'ruby') return text.replace(/(?:\w+::)+/g, '');
  return text;
}

const GRAMMARS: Record<TypedScopeLanguage, ScopeGrammar> = {
  kotlin: {
    functions: new Set(['function_declaration', 'lambda_literal', 'anonymous_function']),
    params: (fn) => {
      const list =
        fn.namedChildren.find((c) => c.type === 'function_value_parameters') ??
        fn.namedChildren.find((c) => c.type === 'lambda_parameters');
      return (list?.namedChildren ?? []).flatMap((param) =>
        param.type === 'parameter' || param.type === 'variable_declaration'
          ? [
              {
                name: param.namedChildren.find((c) => c.type === 'identifier'),
                type: param.namedChildren.find((c) => /_type$/.test(c.type))?.text ?? '',
              },
            ]
          : [],
      );
    },
    locals: (node) => {
      if (node.type !== 'property_declaration') return [];
      const declaration = node.namedChildren.find((c) => c.type === 'variable_declaration');
      return [
        {
          name: declaration?.namedChildren.find((c) => c.type === 'identifier'),
          type: declaration?.namedChildren.find((c) => /_type$/.test(c.type))?.text ?? '',
          value: node.namedChildren.find((c) => c.id !== declaration?.id && c.type !== 'modifiers'),
        },
      ];
    },
  },
  csharp: {
    functions: new Set(['method_declaration', 'local_function_statement', 'lambda_expression']),
    params: (fn) => {
      // `builder => builder.AddConsole()`: a lone lambda parameter is typed by the callee that
      // calls the lambda, which the example does not show.
      const implicit = fn.namedChildren.find((c) => c.type === 'implicit_parameter');
      if (implicit) return [{ name: implicit, type: '' }];
      return (fn.childForFieldName('parameters')?.namedChildren ?? []).flatMap((param) =>
        param.type === 'parameter'
          ? [{ name: param.childForFieldName('name'), type: param.childForFieldName('type')?.text ?? '' }]
          : param.type === 'identifier'
            ? [{ name: param, type: '' }]
            : [],
      );
    },
    locals: (node) => {
      if (node.type !== 'variable_declaration') return [];
      const type = node.childForFieldName('type')?.text ?? '';
      return node.namedChildren
        .filter((c) => c.type === 'variable_declarator')
        .map((declarator) => ({
          name: declarator.childForFieldName('name'),
          type: type === 'var' ? '' : type,
          value: declarator.namedChildren[1],
        }));
    },
  },
  php: {
    functions: new Set(['function_definition', 'method_declaration', 'anonymous_function', 'arrow_function']),
    params: (fn) =>
      (fn.childForFieldName('parameters')?.namedChildren ?? []).map((param) => ({
        name: param.childForFieldName('name')?.namedChildren[0],
        type: param.childForFieldName('type')?.text.replace(/^\?/, '') ?? '',
      })),
    locals: (node) =>
      node.type === 'assignment_expression' && node.childForFieldName('left')?.type === 'variable_name'
        ? [
            {
              name: node.childForFieldName('left')?.namedChildren[0],
              type: '',
              value: node.childForFieldName('right'),
            },
          ]
        : [],
  },
  ruby: {
    functions: new Set(['method', 'singleton_method', 'block', 'do_block', 'lambda']),
    params: (fn) =>
      (fn.childForFieldName('parameters')?.namedChildren ?? []).map((param) => ({
        name: param.type === 'identifier' ? param : param.childForFieldName('name'),
        type: '',
      })),
    locals: (node) =>
      node.type === 'assignment' && node.childForFieldName('left')?.type === 'identifier'
        ? [{ name: node.childForFieldName('left'), type: '', value: node.childForFieldName('right') }]
        : [],
  },
};

/** Builds the scopes of an example's tree and returns the binding lookup. */
export function collectTypedScopes(
  root: Node,
  language: TypedScopeLanguage,
): (offset: number, name: string) => ExampleHeadBinding | undefined {
  const grammar = GRAMMARS[language];
  const builder = createScopeBuilder(root.endIndex);

  const declare = (
    scope: ExampleScope,
    name: Node | null | undefined,
    type: string,
    value: Node | null | undefined,
    from: number,
  ) => {
    if (!name) return;
    const built = type ? dotted(type.replace(/\?$/, '')) : constructed(value);
    const text = built ?? (value ? asDottedCall(value.text, language) : '');
    builder.declare(scope, name.text, {
      kind: built ? 'typed' : text ? 'assigned' : 'untyped',
      text: text.slice(0, TEXT),
      from,
    });
  };

  function visit(node: Node, scope: ExampleScope): void {
    if (grammar.functions.has(node.type)) {
      const inner = builder.open('function', node.startIndex, node.endIndex, scope);
      for (const param of grammar.params(node)) declare(inner, param.name, param.type, null, node.startIndex);
      for (const part of node.namedChildren) visit(part, inner);
      return;
    }
    for (const local of grammar.locals(node))
      declare(scope, local.name, local.type, local.value, node.endIndex);
    for (const part of node.namedChildren) visit(part, scope);
  }

  visit(root, builder.module);
  return builder.finish();
}
