import { type Language as Grammar, type Node, Query } from 'web-tree-sitter';
import type { ImportFact } from '../../facts/types.js';
import { collectIdentifiers, RUBY_LEXER } from '../tree-sitter/shared/collect-identifiers.js';
import type { Analyzer } from '../tree-sitter/shared/create-extractor.js';
import { rubyCliOptions, rubyEnvVars } from './ruby-env-cli.js';
import { railsResourceRoutes } from './ruby-resources.js';
import { rubyRoutes } from './ruby-routes.js';
import { rubySymbols } from './ruby-symbols.js';
import { rubyString } from './ruby-syntax.js';

const PATTERNS = `
(call) @call
(element_reference) @lookup
`;

/** Sinatra apps (required or subclassed) and Rails route files declare routes with bare verbs. */
function routeFramework(path: string, imports: ImportFact[], text: string): string | undefined {
  if (/(^|\/)config\/routes\.rb$/.test(path)) return 'rails';
  if (/(^|\/)(spec|test)\//.test(path)) return undefined;
  if (
    imports.some((item) => item.source.startsWith('sinatra')) ||
    /<\s*Sinatra::(Base|Application)/.test(text)
  )
    return 'sinatra';
  return undefined;
}

/** Builds the Ruby analyzer; the query is compiled once per grammar. */
export function createRubyAnalyzer(grammar: Grammar): Analyzer {
  const query = new Query(grammar, PATTERNS);
  return (path, root, text) => {
    const calls: Node[] = [];
    const lookups: Node[] = [];
    const imports: ImportFact[] = [];
    for (const { name, node } of query.captures(root)) {
      if (name === 'call') {
        calls.push(node);
        const method = node.childForFieldName('method')?.text;
        if ((method === 'require' || method === 'require_relative') && !node.childForFieldName('receiver')) {
          const source = rubyString(node.childForFieldName('arguments')?.namedChildren[0]);
          if (source) imports.push({ source, names: ['*'] });
        }
      } else lookups.push(node);
    }
    const framework = routeFramework(path, imports, text);
    return {
      symbols: rubySymbols(path, root),
      routers: [],
      routes: framework
        ? [
            ...rubyRoutes(path, calls, framework),
            ...(framework === 'rails' ? railsResourceRoutes(path, calls) : []),
          ]
        : [],
      mounts: [],
      cliOptions: rubyCliOptions(path, calls),
      envVars: rubyEnvVars(path, calls, lookups),
      imports,
      identifiers: collectIdentifiers(text, RUBY_LEXER),
    };
  };
}
