import { type Language as Grammar, type Node, Parser } from 'web-tree-sitter';
import type { FactExtractor, FileFacts, Language } from '../../../facts/types.js';
import { OverTimeBudgetError, parseDeadline } from '../../../guards/parse-deadline.js';
import { loadGrammar } from './load-grammar.js';

/** The per-file facts an analyzer derives from a syntax tree. */
type AnalyzedFacts = Omit<FileFacts, 'path' | 'language' | 'hash'>;

/** Analyzes one parsed file; built once per grammar so its queries are compiled once. */
export type Analyzer = (path: string, root: Node, text: string) => AnalyzedFacts;

export interface TreeSitterLanguageSpec {
  language: Language;
  extensions: string[];
  /** Suffix of `tree-sitter-<grammar>.wasm` in @vscode/tree-sitter-wasm. */
  grammar: string;
  createAnalyzer(grammar: Grammar): Analyzer;
}

/** Wraps a language spec as a FactExtractor that reuses one parser and frees every tree after use. */
export function createExtractor(spec: TreeSitterLanguageSpec): FactExtractor {
  let ready: Promise<void> | undefined;
  let parser: Parser | undefined;
  let analyze: Analyzer | undefined;
  return {
    languages: [spec.language],
    extensions: spec.extensions,
    init() {
      ready ??= loadGrammar(spec.grammar).then((grammar) => {
        const created = new Parser();
        created.setLanguage(grammar);
        analyze = spec.createAnalyzer(grammar);
        parser = created;
      });
      return ready;
    },
    extract(path, text, hash) {
      if (!parser || !analyze) throw new Error(`${spec.language} extractor used before init()`);
      const tree = parser.parse(text, null, { progressCallback: parseDeadline(text) });
      // parse() returns no tree only when the deadline cancelled it.
      if (!tree) throw new OverTimeBudgetError();
      const base = { path, language: spec.language, hash };
      try {
        return { ...base, ...analyze(path, tree.rootNode, text) };
      } finally {
        tree.delete();
      }
    },
  };
}
