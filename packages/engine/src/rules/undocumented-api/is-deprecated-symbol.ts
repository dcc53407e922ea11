import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SymbolFact } from '../../facts/types.js';

const DEPRECATED = /\bdeprecated\b/i;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*|#|@|\/\/\/)/;

function readLines(root: string, file: string, cache: Map<string, string[]>): string[] {
  let lines = cache.get(file);
  if (!lines) {
    try {
      lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    } catch {
      lines = [];
    }
    cache.set(file, lines);
  }
  return lines;
}

/** The docstring opening right after a Python `def`/`class` line, when there is one. */
function pythonDocstring(lines: string[], declLine: number): string {
  const out: string[] = [];
  let open = false;
  for (let i = declLine; i < Math.min(lines.length, declLine + 40); i++) {
    const text = lines[i] ?? '';
    if (!open) {
      if (/^\s*$/.test(text)) continue;
      if (!/^\s*[rbuRBU]?("""|''')/.test(text)) break;
      open = true;
      out.push(text);
      // A one-line docstring closes on its own line.
      if (/("""|''')/.test(text.replace(/^\s*[rbuRBU]?("""|''')/, ''))) break;
      continue;
    }
    out.push(text);
    if (/("""|''')/.test(text)) break;
  }
  return out.join('\n');
}

/**
 * True when the code marks the symbol deprecated: a `// Deprecated:` (Go), `@deprecated` (JSDoc,
 * Java, Python decorators) or `[Obsolete]` comment block right above it, or a Python docstring
 * saying so. Deprecated API is kept for old callers and left out of the docs on purpose.
 */
export function isDeprecatedSymbol(root: string, symbol: SymbolFact, cache: Map<string, string[]>): boolean {
  const lines = readLines(root, symbol.location.path, cache);
  const at = symbol.location.line - 1;
  for (let i = at - 1; i >= 0 && i >= at - 40; i--) {
    const text = lines[i] ?? '';
    if (!COMMENT_LINE.test(text) && !/^\s*\[\w+/.test(text)) break;
    if (DEPRECATED.test(text) || /\[Obsolete\b/.test(text)) return true;
  }
  if (/\.pyi?$/.test(symbol.location.path)) {
    // The declaration may span lines (long parameter lists): the docstring follows its colon.
    let end = at;
    while (end < lines.length && end < at + 30 && !/:\s*(#.*)?$/.test(lines[end] ?? '')) end++;
    return DEPRECATED.test(pythonDocstring(lines, end + 1));
  }
  return false;
}
