import { balancedArgs, type DocParam, parseParams } from './parse-doc-signature.js';

export interface ExampleImport {
  source: string;
  name: string;
  /** 0-based line inside the block. */
  line: number;
}

export interface ExampleCall {
  chain: string[];
  args: DocParam[];
  line: number;
  text: string;
  /** The example elides arguments (`client.get(...)`): nothing to count. */
  elided: boolean;
}

export type ExampleLanguage = 'js' | 'python' | 'go' | 'other';

export function exampleLanguage(lang: string): ExampleLanguage {
  if (/^(js|jsx|ts|tsx|javascript|typescript|mjs|cjs|node)$/.test(lang)) return 'js';
  if (/^(py|python|python3|pycon)$/.test(lang)) return 'python';
  if (/^(go|golang)$/.test(lang)) return 'go';
  return 'other';
}

function lineAt(text: string, offset: number): number {
  let n = 0;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** Blanks comments and string contents so calls inside them are not read (keeps offsets). */
function maskComments(text: string, language: ExampleLanguage): string {
  const pattern = language === 'python' ? /#[^\n]*/g : /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
  return text.replace(pattern, (m) => m.replace(/[^\n]/g, ' '));
}

export function scanImports(text: string, language: ExampleLanguage): ExampleImport[] {
  const out: ExampleImport[] = [];
  const add = (source: string, list: string, at: number) => {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+|\s*:\s*/)[0]
        ?.trim();
      if (name && /^[A-Za-z_$][\w$]*$/.test(name))
        out.push({ source, name, line: lineAt(text, at + list.indexOf(part.trim())) });
    }
  };
  if (language === 'js') {
    for (const m of text.matchAll(
      /import\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
    )) {
      if (m[1] !== undefined && m[2]) add(m[2], m[1], (m.index ?? 0) + m[0].indexOf(m[1]));
    }
    for (const m of text.matchAll(
      /(?:const|let|var)\s*\{([^}]*)\}\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      if (m[1] !== undefined && m[2]) add(m[2], m[1], (m.index ?? 0) + m[0].indexOf(m[1]));
    }
  } else if (language === 'python') {
    for (const m of text.matchAll(/^\s*from\s+([\w.]+)\s+import\s+(\([^)]*\)|[^\n]+)/gm)) {
      const list = (m[2] ?? '').replace(/[()]/g, ' ');
      if (m[1]) add(m[1], list, (m.index ?? 0) + m[0].indexOf(m[2] ?? ''));
    }
  }
  return out;
}

/** Go imports: alias (or last path segment) to import path. */
export function scanGoImports(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import\s+)?(?:([A-Za-z_]\w*)\s+)?"([^"]+)"/g)) {
    const path = m[2];
    if (!path) continue;
    out.set(m[1] ?? path.split('/').pop() ?? path, path);
  }
  return out;
}

/** Calls `a.b.c(args)` in an example, with their arguments parsed. */
export function scanCalls(text: string, language: ExampleLanguage): ExampleCall[] {
  const masked = maskComments(text, language);
  const calls: ExampleCall[] = [];
  for (const m of masked.matchAll(/(?<![\w$.'"])((?:[A-Za-z_$][\w$]*\s*\.\s*)*[A-Za-z_$][\w$]*)\s*\(/g)) {
    const before = masked.slice(Math.max(0, (m.index ?? 0) - 12), m.index ?? 0);
    if (/\b(def|function|func|class|fn|new)\s+$/.test(before) && !/\bnew\s+$/.test(before)) continue;
    if (/\bfunc\s+(\([^)]*\)\s*)?$/.test(before)) continue;
    const open = (m.index ?? 0) + m[0].length - 1;
    const args = balancedArgs(text, open);
    if (!args) continue;
    const chain = (m[1] ?? '').split('.').map((s) => s.trim());
    const { params, ellipsis } = parseParams(args.inner.replace(/\n/g, ' '));
    const kwFixed = params.map((p) =>
      language === 'python' || p.keyword === undefined ? p : { ...p, keyword: undefined, literal: true },
    );
    calls.push({
      chain,
      args: kwFixed,
      line: lineAt(text, m.index ?? 0),
      text: text.slice(m.index ?? 0, args.end + 1),
      elided: ellipsis,
    });
  }
  return calls;
}

/** JavaScript default and namespace imports: `import pino from 'pino'`, `const x = require('x')`. */
export function scanNamespaceImports(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const patterns = [
    /import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]([^'"]+)['"]/g,
    /import\s*\*\s*as\s+([A-Za-z_$][\w$]*)\s+from\s*['"]([^'"]+)['"]/g,
    /(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)(?!\s*[(.])/g,
  ];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) if (m[1] && m[2]) out.set(m[1], m[2]);
  }
  return out;
}
