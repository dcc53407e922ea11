import type { PythonSnippet } from './build-python-snippets.js';
import type { PyrightDiagnostic } from './run-pyright.js';

const UNKNOWN_IMPORT = /^"(\w+)" is unknown import symbol$/;

/**
 * The snippet lines after a drifted import (`from pkg import gone`) that use the imported name:
 * the fix edits each of them too. Lines on no doc line (a page's carried imports), other import
 * lines, and the name inside strings, comments or after a dot are not uses.
 */
export function findImportUses(d: PyrightDiagnostic, snippet: PythonSnippet): number[] {
  const name = UNKNOWN_IMPORT.exec(d.message)?.[1];
  if (!name || snippet.kind !== 'example') return [];
  const use = new RegExp(`(?<![\\w.])${name}(?!\\w)`);
  const rebound = new RegExp(
    `^\\s*(?:${name}\\s*=(?!=)|(?:async\\s+)?def\\s+${name}\\b|class\\s+${name}\\b)`,
  );
  const lines = snippet.text.split('\n');
  // `import gone as other`: the page uses the other name.
  if (new RegExp(`\\b${name}\\s+as\\s`).test(lines[d.line] ?? '')) return [];
  const out: number[] = [];
  for (let i = d.line + 1; i < lines.length; i++) {
    const code = stripStringsAndComments(lines[i] ?? '');
    if (!snippet.lines[i] || /^\s*(?:import|from)\s/.test(code)) continue;
    // Bound again (`name = ...`, `def name`): later lines mean the new binding.
    if (rebound.test(code)) break;
    if (use.test(code)) out.push(i);
  }
  return out;
}

/** The line with its string literals emptied and its comment cut. */
function stripStringsAndComments(line: string): string {
  return line.replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"/g, '""').replace(/#.*$/, '');
}
