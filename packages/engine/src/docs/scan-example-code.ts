// Python and Go examples, read with patterns until their tree-sitter grammars can be loaded
// during doc parsing (which is synchronous, while grammars load asynchronously); and the variables
// examples in other languages bind (`var client = new PaylaneClient(...)` in C# or Java).
import type { ExampleArg, ExampleBinding, ExampleCall, ExampleImport, ParsedExample } from '../model/doc.js';
import { balancedArgs, parseParams, splitTopLevel } from './parse-doc-signature.js';

const ASSIGN =
  /(?:\b(?:const|let|var)\s+)?\b([A-Za-z_$][\w$]*)(?:\s*,\s*[\w$]+)?\s*:?=(?!=)\s*(?:await\s+)?(?:new\s+)?([A-Za-z_$][\w$.]*)\s*\(/g;
const WITH_AS = /\bwith\s+((?:[\w.]+\.)?[A-Z]\w*)\s*\([^)]*\)\s+as\s+(\w+)/g;

function lineAt(text: string, offset: number): number {
  let n = 0;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** Blanks comments so calls inside them are not read (keeps offsets). */
function maskComments(text: string, python: boolean): string {
  const pattern = python ? /#[^\n]*/g : /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
  return text.replace(pattern, (m) => m.replace(/[^\n]/g, ' '));
}

function pythonImports(text: string): ExampleImport[] {
  const out: ExampleImport[] = [];
  for (const m of text.matchAll(/^\s*from\s+([\w.]+)\s+import\s+(\([^)]*\)|[^\n]+)/gm)) {
    const list = (m[2] ?? '').replace(/[()]/g, ' ');
    const at = (m.index ?? 0) + m[0].indexOf(m[2] ?? '');
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (m[1] && name && /^[A-Za-z_]\w*$/.test(name))
        out.push({ source: m[1], name, kind: 'named', line: lineAt(text, at + list.indexOf(part.trim())) });
    }
  }
  for (const m of text.matchAll(/^\s*import\s+([A-Za-z_]\w*)(?:\s+as\s+([A-Za-z_]\w*))?\s*$/gm)) {
    if (m[1])
      out.push({ source: m[1], name: m[2] ?? m[1], kind: 'namespace', line: lineAt(text, m.index ?? 0) });
  }
  return out;
}

/** Go imports: the alias (or last path segment) of each import path. */
function goImports(text: string): ExampleImport[] {
  const out: ExampleImport[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import\s+)?(?:([A-Za-z_]\w*)\s+)?"([^"]+)"/g)) {
    const path = m[2];
    if (!path) continue;
    const name = m[1] ?? path.split('/').pop() ?? path;
    out.push({ source: path, name, kind: 'namespace', line: lineAt(text, m.index ?? 0) });
  }
  return out;
}

function argumentOf(text: string, keyword: string | undefined, rest: boolean, kwargs: boolean): ExampleArg {
  const arg: ExampleArg = { text, rest, kwargs, keyword };
  const trimmed = text.trim();
  if (!keyword && trimmed.startsWith('{') && trimmed.endsWith('}')) {
    const entries = splitTopLevel(trimmed.slice(1, -1));
    arg.keys = entries
      .map((entry) => /^\s*['"]?([A-Za-z_]\w*)['"]?\s*:/.exec(entry)?.[1])
      .filter((n): n is string => n !== undefined);
    arg.openKeys = entries.some((entry) => entry.startsWith('**') || entry === '...');
  }
  return arg;
}

function calls(text: string, python: boolean): ExampleCall[] {
  const masked = maskComments(text, python);
  const out: ExampleCall[] = [];
  for (const m of masked.matchAll(/(?<![\w$.'"])((?:[A-Za-z_$][\w$]*\s*\.\s*)*[A-Za-z_$][\w$]*)\s*\(/g)) {
    const before = masked.slice(Math.max(0, (m.index ?? 0) - 12), m.index ?? 0);
    if (/\b(def|class|func)\s+$/.test(before) || /\bfunc\s+(\([^)]*\)\s*)?$/.test(before)) continue;
    const open = (m.index ?? 0) + m[0].length - 1;
    const args = balancedArgs(text, open);
    if (!args) continue;
    const { params, ellipsis } = parseParams(args.inner.replace(/\n/g, ' '));
    out.push({
      chain: (m[1] ?? '').split('.').map((s) => s.trim()),
      args: params.map((p) =>
        argumentOf(p.defaultValue ?? p.name, python ? p.keyword : undefined, p.rest, p.kwargs),
      ),
      line: lineAt(text, m.index ?? 0),
      text: text.slice(m.index ?? 0, Math.min(args.end + 1, (m.index ?? 0) + 200)),
      elided: ellipsis,
      isNew: false,
    });
  }
  return out;
}

export function scanBindings(text: string): ExampleBinding[] {
  const out: ExampleBinding[] = [];
  for (const m of text.matchAll(ASSIGN)) if (m[1] && m[2]) out.push({ name: m[1], callee: m[2].split('.') });
  for (const m of text.matchAll(WITH_AS)) if (m[1] && m[2]) out.push({ name: m[2], callee: m[1].split('.') });
  return out;
}

/** A `>>>` session keeps its input lines, prompts removed, and blanks its output (lines stay put). */
export function pythonSource(text: string): string {
  const lines = text.split('\n');
  if (!lines.some((l) => /^\s*>>>/.test(l))) return text;
  return lines
    .map((l) => (/^\s*(>>>|\.\.\.)( |$)/.exec(l) ? l.replace(/^\s*(>>>|\.\.\.) ?/, '') : ''))
    .join('\n');
}

/** Imports, calls and bindings of a Python or Go example. */
export function scanExampleCode(source: string, language: 'python' | 'go'): ParsedExample {
  const python = language === 'python';
  const text = python ? pythonSource(source) : source;
  return {
    imports: python ? pythonImports(text) : goImports(text),
    calls: calls(text, python),
    bindings: scanBindings(text),
    assigned: [],
  };
}
