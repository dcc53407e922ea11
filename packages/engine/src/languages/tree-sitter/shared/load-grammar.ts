import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';

// The grammar files ship inside @vscode/tree-sitter-wasm/wasm; resolve them through Node's resolver so
// hoisted and nested installs both work.
let runtimeReady: Promise<void> | undefined;
const grammars = new Map<string, Promise<Language>>();

/** Initialises the web-tree-sitter runtime once per process. */
function initRuntime(): Promise<void> {
  runtimeReady ??= Parser.init();
  return runtimeReady;
}

/** Loads `tree-sitter-<name>.wasm` from @vscode/tree-sitter-wasm, once per process. */
export function loadGrammar(name: string): Promise<Language> {
  let pending = grammars.get(name);
  if (!pending) {
    pending = initRuntime().then(() => {
      const require = createRequire(import.meta.url);
      return Language.load(require.resolve(`@vscode/tree-sitter-wasm/wasm/tree-sitter-${name}.wasm`));
    });
    grammars.set(name, pending);
  }
  return pending;
}
