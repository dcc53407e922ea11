import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';

// The grammar files ship inside @vscode/tree-sitter-wasm/wasm, and those it lacks in their own npm
// packages; resolve them through Node's resolver so hoisted and nested installs both work. Nothing
// is downloaded at run time.
let runtimeReady: Promise<void> | undefined;
const grammars = new Map<string, Promise<Language>>();

/** Initialises the web-tree-sitter runtime once per process. */
function initRuntime(): Promise<void> {
  runtimeReady ??= Parser.init();
  return runtimeReady;
}

/** Grammars @vscode/tree-sitter-wasm does not carry, by the package that ships their `.wasm`. */
const OWN_PACKAGES: Record<string, string> = {
  kotlin: '@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm',
};

/** Loads `tree-sitter-<name>.wasm` (from @vscode/tree-sitter-wasm unless it has its own package), once per process. */
export function loadGrammar(name: string): Promise<Language> {
  let pending = grammars.get(name);
  if (!pending) {
    pending = initRuntime().then(() => {
      const require = createRequire(import.meta.url);
      return Language.load(
        require.resolve(OWN_PACKAGES[name] ?? `@vscode/tree-sitter-wasm/wasm/tree-sitter-${name}.wasm`),
      );
    });
    grammars.set(name, pending);
  }
  return pending;
}
