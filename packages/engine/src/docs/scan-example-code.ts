// The variables examples in languages without a reader bind (`var client = new PaylaneClient(...)`
// in C# or Java), and the input lines of a Python `>>>` session.
import type { ExampleBinding } from '../model/doc.js';

const ASSIGN =
  /(?:\b(?:const|let|var)\s+)?\b([A-Za-z_$][\w$]*)(?:\s*,\s*[\w$]+)?\s*:?=(?!=)\s*(?:await\s+)?(?:new\s+)?([A-Za-z_$][\w$.]*)\s*\(/g;
const WITH_AS = /\bwith\s+((?:[\w.]+\.)?[A-Z]\w*)\s*\([^)]*\)\s+as\s+(\w+)/g;

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
