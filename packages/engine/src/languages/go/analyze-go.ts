import { type Language as Grammar, type Node, Query } from 'web-tree-sitter';
import type { RouteFact } from '../../facts/types.js';
import { C_LIKE_LEXER, collectIdentifiers } from '../tree-sitter/shared/collect-identifiers.js';
import type { Analyzer } from '../tree-sitter/shared/create-extractor.js';
import { callsMatching, groupCallees } from '../tree-sitter/shared/group-calls.js';
import { attachRequestReads } from './attach-request-reads.js';
import { goCliOptions } from './go-cli.js';
import { goTaggedConfigTypes, viperConfigKeys } from './go-config-types.js';
import { goEnvVars } from './go-env.js';
import { goImports } from './go-imports.js';
import { declareRouting, GoRouterScope, ROUTER_CONSTRUCTORS } from './go-routers.js';
import { goRoute } from './go-routes.js';
import { goSymbols } from './go-symbols.js';
import { viperEnvVars } from './go-viper-env.js';

const PATTERNS = `
(call_expression function: (_) @callee)
(composite_literal type: (_) @literal_type)
(field_declaration tag: (_) @tag)
(import_spec) @import
`;

const CLI_LITERAL = /^(\[\]\*?|[*&])?(cli|cobra)\./;

const ROUTING_METHODS = new Set(
  'Get Post Put Patch Delete Head Options Connect Trace GET POST PUT PATCH DELETE HEAD OPTIONS CONNECT TRACE Any All HandleFunc Handle Method MethodFunc Add Match Group Route Mount Subrouter'.split(
    ' ',
  ),
);
/(^|\.)(AddCommand|NewFlagSet|(String|Bool|U?Int\d*|Float\d+|Duration|Func|BoolFunc|Text|Count|IP|IPNet|BytesHex|BytesBase64)(Slice|Array|ToString|ToInt)?(Var)?P?)$/;

function lastSegment(callee: string): string {
  return callee.slice(callee.lastIndexOf('.') + 1);
}

function isRoutingCall(callee: string): boolean {
  return ROUTING_METHODS.has(lastSegment(callee)) || ROUTER_CONSTRUCTORS.has(callee);
}

const FRAMEWORK_IMPORTS: [RegExp, string][] = [
  [/go-chi\/chi/, 'chi'],
  [/gin-gonic\/gin/, 'gin'],
  [/labstack\/echo/, 'echo'],
  [/gorilla\/mux/, 'gorilla'],
  [/gofiber\/fiber/, 'fiber'],
  [/^net\/http$/, 'net/http'],
];

/** Top-level functions and methods by name (handlers and helpers a route can refer to). */
function topLevelFunctions(root: Node): Map<string, Node> {
  const functions = new Map<string, Node>();
  for (const node of root.namedChildren) {
    if (node.type !== 'function_declaration' && node.type !== 'method_declaration') continue;
    const name = node.childForFieldName('name')?.text;
    if (name) functions.set(name, node);
  }
  return functions;
}

/** JSON names of the fields of each struct declared at the top of the file. */
function structFields(root: Node): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const spec of root.descendantsOfType('type_spec')) {
    const name = spec.childForFieldName('name')?.text;
    const type = spec.childForFieldName('type');
    if (!name || type?.type !== 'struct_type') continue;
    const names: string[] = [];
    for (const field of type.descendantsOfType('field_declaration')) {
      const tag = /json:"([^",]*)/.exec(field.childForFieldName('tag')?.text ?? '')?.[1];
      if (tag === '-') continue;
      for (const fieldName of field.childrenForFieldName('name')) names.push(tag || fieldName.text);
    }
    fields.set(name, names);
  }
  return fields;
}

/** Names given in struct tags (`json:"baseUrl"`): the keys documents use for those fields. */
function tagNames(tags: Node[]): string[] {
  return tags.flatMap((tag) =>
    [...tag.text.matchAll(/\w+:"([A-Za-z_][\w-]*)/g)].flatMap((match) => match[1] ?? []),
  );
}

/** Builds the Go analyzer; queries are compiled once per grammar. */
export function createGoAnalyzer(grammar: Grammar): Analyzer {
  const query = new Query(grammar, PATTERNS);
  return (path, root, text) => {
    const callees: Node[] = [];
    const literals: Node[] = [];
    const tags: Node[] = [];
    const specs: Node[] = [];
    for (const { name, node } of query.captures(root)) {
      if (name === 'callee') callees.push(node);
      else if (name === 'literal_type') {
        // Only cli.*/cobra.* literals (flags, commands) are read; skip the rest without touching them.
        if (CLI_LITERAL.test(node.text) && node.parent) literals.push(node.parent);
      } else if (name === 'tag') tags.push(node);
      else specs.push(node);
    }
    const { imports, packages } = goImports(specs);
    const framework = FRAMEWORK_IMPORTS.find(([pattern]) =>
      imports.some((item) => pattern.test(item.source)),
    )?.[1];
    const scope = new GoRouterScope(path);
    const routes: RouteFact[] = [];
    const reads = {
      functions: new Map<string, Node>(),
      structFields: new Map<string, string[]>(),
      cache: new Map(),
    };
    const byCallee = groupCallees(callees);
    if (framework) {
      // Handler lookups and body structs are only needed for files that register routes.
      reads.functions = topLevelFunctions(root);
      reads.structFields = structFields(root);
      for (const call of callsMatching(byCallee, isRoutingCall)) {
        if (!declareRouting(scope, call, packages))
          routes.push(...goRoute({ path, scope, framework, reads }, call));
      }
    }
    const symbols = goSymbols(path, root);
    // Handlers may be registered from another file: record what each function reads.
    if (framework) attachRequestReads(symbols, reads);
    const apps = scope.finish();
    for (const route of routes) if (route.router && apps.has(route.router)) delete route.router;
    const env = goEnvVars(path, byCallee, tags, literals, root);
    const usesViper = imports.some((item) => item.source.startsWith('github.com/spf13/viper'));
    const viperKeys = usesViper ? viperConfigKeys(path, byCallee, text) : undefined;
    const configTypes = [
      ...(viperKeys ? [viperKeys] : []),
      ...(tags.length > 0 ? goTaggedConfigTypes(path, root) : []),
    ];
    const packageName = root.namedChildren.find((node) => node.type === 'package_clause')?.namedChildren[0]
      ?.text;
    return {
      ...(packageName ? { module: packageName } : {}),
      symbols,
      routers: scope.routers,
      routes,
      mounts: scope.mounts,
      cliOptions: goCliOptions(
        path,
        byCallee,
        literals,
        imports.some((item) => item.source === 'flag' || item.source === 'github.com/spf13/pflag'),
      ),
      envVars: usesViper ? [...env.facts, ...viperEnvVars(path, byCallee)] : env.facts,
      ...(env.opaque.length > 0 ? { opaqueEnvReads: env.opaque } : {}),
      imports,
      ...(configTypes.length > 0 ? { configTypes } : {}),
      identifiers: [...new Set([...collectIdentifiers(text, C_LIKE_LEXER), ...tagNames(tags)])],
    };
  };
}
