// Bundles the built engine (dist/) into dist/bundle/: the library, the CLI, the doc-parsing and
// TypeScript workers, with shared chunks. Node's ESM loader spends ~120 ms resolving and compiling the ~150
// small files of remark/micromark alone, in every thread that loads them; one bundle loads in ~30 ms.
// Native and WebAssembly packages stay external: they find their binaries next to their own files.
// TypeScript stays external too: 9 MB that only a scan with unchecked JS/TS examples loads.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const outdir = `${dist}bundle`;

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [
    `${dist}index.js`,
    `${dist}cli/main.js`,
    `${dist}docs/parse-docs-worker.js`,
    `${dist}isolate/scan-child.js`,
    `${dist}typecheck/typescript-worker.js`,
  ],
  outdir,
  // The workers and the scanning child are found next to the chunk that starts them
  // (./parse-docs-worker.js, ./typescript-worker.js, ./scan-child.js in this folder).
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['oxc-parser', 'web-tree-sitter', '@vscode/tree-sitter-wasm', '@asciidoctor/core', 'typescript'],
  // Bundled CommonJS packages (ignore, picomatch) call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);",
  },
  // Stack traces point into src/ through tsc's maps.
  sourcemap: true,
  logLevel: 'warning',
});
