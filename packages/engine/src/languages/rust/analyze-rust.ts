import { type Language as Grammar, type Node, Query } from 'web-tree-sitter';
import type { ImportFact } from '../../facts/types.js';
import { C_LIKE_LEXER, collectIdentifiers } from '../tree-sitter/shared/collect-identifiers.js';
import type { Analyzer } from '../tree-sitter/shared/create-extractor.js';
import { actixScopes } from './rust-actix-scopes.js';
import { rustCliOptions, rustEnvVars } from './rust-env-cli.js';
import { serdeConfigTypes } from './rust-serde-config.js';
import { rustSymbols } from './rust-symbols.js';
import { attributeRoutes, axumRouting } from './rust-web.js';

const PATTERNS = `
(call_expression function: [(identifier) (scoped_identifier)] @function)
(call_expression function: (field_expression field: (field_identifier) @method))
(macro_invocation macro: (identifier) @macro_name)
(use_declaration) @use
`;

/** Splits `a, b::{c, d}, e` at top-level commas. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Expands a use tree into full paths: `a::{b, c::{d}}` -> [a::b, a::c::d]; aliases (`x as y`) keep the original name. */
function expandUse(tree: string): string[] {
  const group = /^(.*?)::\{(.*)\}$/s.exec(tree) ?? /^()\{(.*)\}$/s.exec(tree);
  if (!group) return [tree.replace(/\s+as\s+\w+$/, '')];
  const prefix = group[1] ?? '';
  return splitTopLevel(group[2] ?? '').flatMap((part) =>
    expandUse(part).map((path) => (prefix ? `${prefix}::${path}` : path)),
  );
}

/** One import per used module: `use axum::{routing::get, Router};` -> axum::routing [get], axum [Router]. */
function readUse(node: Node): ImportFact[] {
  const bySource = new Map<string, string[]>();
  for (const path of expandUse(
    (node.childForFieldName('argument')?.text ?? '').replace(/\s+/g, ' ').replace(/\s*::\s*/g, '::'),
  )) {
    const cut = path.lastIndexOf('::');
    const source = cut < 0 ? path : path.slice(0, cut);
    const name = cut < 0 ? '*' : path.slice(cut + 2);
    const names = bySource.get(source) ?? [];
    names.push(name === 'self' ? '*' : name);
    bySource.set(source, names);
  }
  return [...bySource].map(([source, names]) => ({ source, names }));
}

function structFields(root: Node): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const item of root.namedChildren) {
    const name = item.type === 'struct_item' ? item.childForFieldName('name')?.text : undefined;
    if (!name) continue;
    const body = item.childForFieldName('body');
    fields.set(
      name,
      (body?.namedChildren ?? []).flatMap((field) =>
        field.type === 'field_declaration' ? (field.childForFieldName('name')?.text ?? []) : [],
      ),
    );
  }
  return fields;
}

/** Builds the Rust analyzer; the query is compiled once per grammar. */
export function createRustAnalyzer(grammar: Grammar): Analyzer {
  const query = new Query(grammar, PATTERNS);
  return (path, root, text) => {
    const envCalls: Node[] = [];
    const routerCalls: Node[] = [];
    const macros: Node[] = [];
    const imports: ImportFact[] = [];
    for (const { name, node } of query.captures(root)) {
      // Keep only the calls the extractors read: env::var*, axum route/nest/merge, env!/option_env!.
      if (name === 'function') {
        if (/(^|::)var(_os)?$/.test(node.text) && node.parent) envCalls.push(node.parent);
      } else if (name === 'method') {
        if (/^(route|nest|merge)$/.test(node.text) && node.parent?.parent)
          routerCalls.push(node.parent.parent);
      } else if (name === 'macro_name') {
        if (/^(option_)?env$/.test(node.text) && node.parent) macros.push(node.parent);
      } else imports.push(...readUse(node));
    }
    const sources = imports.map((item) => item.source);
    const framework = sources.some((source) => source.startsWith('actix_web'))
      ? 'actix'
      : sources.some((source) => source.startsWith('rocket'))
        ? 'rocket'
        : 'axum';
    const isWeb =
      sources.some((source) => /^(axum|actix_web|rocket)\b/.test(source)) ||
      /#\[(get|post|put|patch|delete)\(/.test(text);
    const topFunctions = root.namedChildren.filter((node) => node.type === 'function_item');
    const functions = new Map(topFunctions.map((fn) => [fn.childForFieldName('name')?.text ?? '', fn]));
    const ctx = {
      path,
      framework,
      functions,
      structFields: isWeb ? structFields(root) : new Map<string, string[]>(),
    };
    const axum = isWeb ? axumRouting(ctx, routerCalls) : { routers: [], routes: [], mounts: [] };
    const actix = framework === 'actix' ? actixScopes(path, root) : { routers: [], routes: [], mounts: [] };
    const attributes = isWeb ? attributeRoutes(ctx, topFunctions) : [];
    // An actix handler is a router of its own, so `.service(handler)` can mount it under a scope.
    const handlerRouters =
      framework === 'actix' ? attributes.flatMap((r) => (r.router ? [r.router] : [])) : [];
    const importsVar = imports.some((item) => item.source === 'std::env' && item.names.includes('var'));
    const clap = /clap|structopt/.test(text) ? rustCliOptions(path, root) : { options: [], envVars: [] };
    return {
      symbols: rustSymbols(path, root),
      routers: [
        ...axum.routers,
        ...actix.routers,
        ...[...new Set(handlerRouters)].map((id) => ({
          id,
          isApp: true,
          exported: true,
          location: { path, line: 1 },
        })),
      ],
      routes: [...axum.routes, ...actix.routes, ...attributes],
      mounts: [...axum.mounts, ...actix.mounts],
      cliOptions: clap.options,
      envVars: [...rustEnvVars(path, envCalls, macros, importsVar), ...clap.envVars],
      imports,
      ...(text.includes('Deserialize') ? { configTypes: serdeConfigTypes(path, root) } : {}),
      identifiers: collectIdentifiers(text, C_LIKE_LEXER),
    };
  };
}
