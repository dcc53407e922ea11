import { type Language as Grammar, type Node, Query } from 'web-tree-sitter';
import type { RouteFact } from '../../../facts/types.js';
import { collectIdentifiers } from '../shared/collect-identifiers.js';
import type { Analyzer } from '../shared/create-extractor.js';
import { goCliOptions } from './go-cli.js';
import { goEnvVars } from './go-env.js';
import { goImports } from './go-imports.js';
import { declareRouting, GoRouterScope } from './go-routers.js';
import { goRoute } from './go-routes.js';
import { goSymbols } from './go-symbols.js';

const PATTERNS = `
(call_expression) @call
(composite_literal) @literal
(field_declaration tag: (_) @tag)
(import_spec) @import
`;
const IDENTIFIERS = `
(identifier) @id
(field_identifier) @id
(type_identifier) @id
(package_identifier) @id
(interpreted_string_literal_content) @str
`;

const FRAMEWORK_IMPORTS: [RegExp, string][] = [
  [/go-chi\/chi/, 'chi'],
  [/gin-gonic\/gin/, 'gin'],
  [/labstack\/echo/, 'echo'],
  [/gorilla\/mux/, 'gorilla'],
  [/gofiber\/fiber/, 'fiber'],
  [/^net\/http$/, 'net/http'],
];

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
  const identifierQuery = new Query(grammar, IDENTIFIERS);
  return (path, root) => {
    const calls: Node[] = [];
    const literals: Node[] = [];
    const tags: Node[] = [];
    const specs: Node[] = [];
    for (const { name, node } of query.captures(root)) {
      if (name === 'call') calls.push(node);
      else if (name === 'literal') literals.push(node);
      else if (name === 'tag') tags.push(node);
      else specs.push(node);
    }
    const { imports, packages } = goImports(specs);
    const framework = FRAMEWORK_IMPORTS.find(([pattern]) =>
      imports.some((item) => pattern.test(item.source)),
    )?.[1];
    const scope = new GoRouterScope(path);
    const routes: RouteFact[] = [];
    const functions = new Map<string, Node>();
    for (const node of root.namedChildren) {
      const name = node.childForFieldName('name')?.text;
      if (name && (node.type === 'function_declaration' || node.type === 'method_declaration'))
        functions.set(name, node);
    }
    const reads = { functions, structFields: structFields(root), cache: new Map() };
    if (framework) {
      for (const call of calls) {
        if (!declareRouting(scope, call, packages))
          routes.push(...goRoute({ path, scope, framework, reads }, call));
      }
    }
    const apps = scope.finish();
    for (const route of routes) if (route.router && apps.has(route.router)) delete route.router;
    const packageName = root.namedChildren.find((node) => node.type === 'package_clause')?.namedChildren[0]
      ?.text;
    return {
      ...(packageName ? { module: packageName } : {}),
      symbols: goSymbols(path, root),
      routers: scope.routers,
      routes,
      mounts: scope.mounts,
      cliOptions: goCliOptions(path, calls, literals),
      envVars: goEnvVars(path, calls, tags, literals),
      imports,
      identifiers: [...new Set([...collectIdentifiers(identifierQuery, root), ...tagNames(tags)])],
    };
  };
}
