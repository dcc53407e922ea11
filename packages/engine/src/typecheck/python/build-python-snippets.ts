import { exampleLanguage } from '../../docs/example-language.js';
import type { DocCodeSpan, DocFile } from '../../model/doc.js';
import { hashText } from '../../util/hash-text.js';
import type { ReceiverType } from './find-fixture-types.js';
import type { PythonLayout } from './find-python-roots.js';
import { typeReceivers } from './type-receivers.js';

/** One virtual Python file checked by pyright: a doc example or an inline reference. */
export interface PythonSnippet {
  /** Content hash, also the virtual file's name. */
  id: string;
  text: string;
  docPath: string;
  /** Doc line (1-based) of each snippet line (0-based); every line of a reference is the span's line. */
  lines: number[];
  /** What the doc says at each snippet line, for the finding's claim. */
  claims: string[];
  kind: 'example' | 'reference';
}

const CAMEL_CASE = /^[a-z][a-z0-9]*[A-Z]/;
const DOTTED = /^([A-Za-z_]\w*)((?:\.[A-Za-z_]\w*)+)(?:\(\))?$/;
/**
 * Table columns of keys that share the package's prefix without being its API: telemetry
 * attributes (`pkg.server.name`), settings, metrics, event names.
 */
const KEY_COLUMN = /attribute|key|metric|setting|option|variable|field|label|tag|event|config|env|flag/i;
/** `pkg.sqlite3`, `settings.toml`: a file name that starts like a package is not a reference to it. */
const FILE_EXTENSION =
  /\.(?:py|pyi|pyc|txt|md|rst|json|ya?ml|toml|cfg|ini|conf|env|db|sqlite3?|log|csv|html?|xml|lock|sh|bat|exe|whl|gz|zip|tar|pem|key|crt)$/i;

/** The Python examples and dotted references of every page, as files pyright can check. */
export function buildPythonSnippets(
  docs: DocFile[],
  layout: PythonLayout,
  classModules: Map<string, string>,
  identifiers: Set<string>,
  receivers: Map<string, ReceiverType>,
): PythonSnippet[] {
  const out: PythonSnippet[] = [];
  const moduleNames = layout.packages;

  for (const doc of docs) {
    // Imports of the page's earlier examples: a page is read (and Sphinx runs its doctests) as one
    // session, so a later block uses `URL` or `from pkg import *` without importing it again.
    const prelude: string[] = [];
    // What the page's interpreter sessions (`>>>` blocks) bound last, per name: a later session
    // block continues the same session (`>>> a.naive` after `>>> a = arrow.utcnow()`). Only on
    // reStructuredText pages, whose doctest blocks Sphinx runs in one namespace; a Markdown page's
    // `>>> converter.loads(...)` may mean another converter than the one an earlier block built.
    const session = new Map<string, string>();
    const sessions = /\.rst$/i.test(doc.path);
    for (const block of [...doc.codeBlocks].sort((a, b) => a.line - b.line)) {
      const language = exampleLanguage(block.lang);
      // Unlabelled and text blocks with `>>>` prompts are Python sessions too.
      const prompts = /^\s*>>> /m.test(block.text);
      if (language !== 'python' && !((language === 'shell' || language === 'other') && prompts)) continue;
      const plain = toPlainPython(block.text);
      if (!plain.trim()) continue;
      const source = block.text.split('\n');
      // `from __future__` must open the file; such a block gets no prelude.
      const future = /^from\s+__future__\s+import\b/m.test(plain);
      const typed = future ? { code: plain, prelude: [] } : typeReceivers(plain, receivers);
      const code = typed.code;
      const context = [...prelude, ...(prompts && sessions ? session.values() : [])];
      const carried = future
        ? []
        : [
            ...typed.prelude,
            ...unimportedPackages([...context, code].join('\n'), layout.topNames),
            ...context,
          ].flatMap((s) => s.split('\n'));
      out.push(
        snippet(
          doc.path,
          [...carried, code].join('\n'),
          'example',
          // Prelude lines are on no doc line: what pyright says of them is said where they were written.
          [...carried.map(() => 0), ...source.map((_, i) => block.line + 1 + i)],
          [...carried.map(() => ''), ...source],
        ),
      );
      for (const statement of topLevelImports(code))
        if (!prelude.includes(statement)) prelude.push(statement);
      if (prompts)
        for (const [name, statement] of topLevelAssignments(code)) {
          session.delete(name);
          session.set(name, statement);
        }
    }
    for (const span of doc.spans) {
      // `tool.someSetting` in prose is an editor or config key, unless the code has that name.
      if (span.value.split('.').some((part) => CAMEL_CASE.test(part) && !identifiers.has(part))) continue;
      if (KEY_COLUMN.test(columnHeader(doc, span)) && layout.topNames.has(span.value.split('.')[0] ?? ''))
        continue;
      const text = referenceSnippet(span.value.trim(), layout.topNames, moduleNames, classModules, receivers);
      if (text)
        out.push(
          snippet(
            doc.path,
            text.code,
            'reference',
            text.lines.map(() => span.line),
            text.lines.map(() => span.value),
          ),
        );
    }
  }
  return out;
}

/**
 * The import statements at the top level of a block (`import x`, `from x import (a, b)` over several
 * lines), each whole; `from __future__` imports and backslash continuations are left out.
 */
function topLevelImports(code: string): string[] {
  const lines = code.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!/^(?:import\s+[\w.]|from\s+[\w.]+\s+import\b)/.test(line) || /^from\s+__future__\b/.test(line))
      continue;
    const statement = [line];
    let open = bracketBalance(line);
    while (open > 0 && i + 1 < lines.length) {
      i++;
      statement.push(lines[i] ?? '');
      open += bracketBalance(lines[i] ?? '');
    }
    if (open === 0 && !statement.some((l) => /\\\s*$/.test(l))) out.push(statement.join('\n'));
  }
  return out;
}

/**
 * `import arrow` for a block that uses `arrow.utcnow()` without importing it: docs take the
 * project's own package as imported (the engine's heuristics judge such calls as imported ones too).
 */
function unimportedPackages(code: string, topNames: Set<string>): string[] {
  const used = new Set([...code.matchAll(/(?<![\w.])([A-Za-z_]\w*)\.[A-Za-z_]/g)].map((m) => m[1] ?? ''));
  return [...used]
    .filter(
      (name) => topNames.has(name) && !new RegExp(`\\b(?:import\\s+${name}\\b|${name}\\s*=)`).test(code),
    )
    .map((name) => `import ${name}`);
}

/** The top-level `name = ...` statements of a block (whole, over several lines), by the name bound. */
function topLevelAssignments(code: string): [string, string][] {
  const lines = code.split('\n');
  const out: [string, string][] = [];
  for (let i = 0; i < lines.length; i++) {
    const name = /^([A-Za-z_]\w*)\s*(?::[^=]+)?=(?!=)/.exec(lines[i] ?? '')?.[1];
    if (!name) continue;
    const statement = [lines[i] ?? ''];
    let open = bracketBalance(lines[i] ?? '');
    while (open > 0 && i + 1 < lines.length) {
      i++;
      statement.push(lines[i] ?? '');
      open += bracketBalance(lines[i] ?? '');
    }
    if (open === 0 && !statement.some((l) => /\\\s*$/.test(l))) out.push([name, statement.join('\n')]);
  }
  return out;
}

/** The header of the table column a span sits in; empty outside tables. */
function columnHeader(doc: DocFile, span: DocCodeSpan): string {
  if (span.context !== 'table' || span.column === undefined) return '';
  const table = doc.tables.find((t) => t.rows.some((r) => r.line === span.line));
  return table?.header[span.column] ?? '';
}

function snippet(
  docPath: string,
  text: string,
  kind: PythonSnippet['kind'],
  lines: number[],
  claims: string[],
): PythonSnippet {
  return { id: hashText(text), text, docPath, lines, claims, kind };
}

/**
 * Doctest and console sessions (`>>> x`, `... y`) keep only their input lines; output lines become
 * blank so every line stays where the doc has it. A line after an unclosed bracket continues the
 * input even without `... ` (docs often drop it). Blocks without prompts are code as they are.
 */
function toPlainPython(text: string): string {
  const lines = text.split('\n');
  if (!lines.some((l) => /^\s*>>>( |$)/.test(l))) return text;
  let inInput = false;
  let open = 0;
  return lines
    .map((line) => {
      const prompt = /^\s*>>> ?(.*)$/.exec(line);
      const more = inInput ? /^\s*\.\.\.(?: (.*))?$/.exec(line) : null;
      const input = prompt
        ? (prompt[1] ?? '')
        : more
          ? (more[1] ?? '')
          : inInput && open > 0
            ? line
            : undefined;
      if (prompt) open = 0;
      inInput = input !== undefined;
      if (input === undefined) return '';
      open = Math.max(0, open + bracketBalance(input));
      return input;
    })
    .join('\n');
}

/** Opened minus closed brackets, outside string literals and comments. */
function bracketBalance(code: string): number {
  let balance = 0;
  let quote = '';
  for (let i = 0; i < code.length; i++) {
    const c = code[i] ?? '';
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') break;
    else if ('([{'.includes(c)) balance++;
    else if (')]}'.includes(c)) balance--;
  }
  return balance;
}

/**
 * `pkg.module.Name` imports its longest module prefix and names the rest; `Client.timeout` (a class
 * of the project) reads the member through an instance, which sees class and instance attributes alike.
 */
function referenceSnippet(
  value: string,
  topNames: Set<string>,
  moduleNames: Set<string>,
  classModules: Map<string, string>,
  receivers: Map<string, ReceiverType>,
): { code: string; lines: string[] } | undefined {
  const match = DOTTED.exec(value);
  if (!match || FILE_EXTENSION.test(value)) return undefined;
  const head = match[1] ?? '';
  const parts = value.replace(/\(\)$/, '').split('.');
  if (topNames.has(head)) {
    let prefix = head;
    for (let i = 1; i < parts.length - 1; i++) {
      const longer = parts.slice(0, i + 1).join('.');
      if (moduleNames.has(longer)) prefix = longer;
    }
    const rest = parts.slice(prefix.split('.').length);
    // A module named in full exists: nothing is left to check.
    if (rest.length === 0 || moduleNames.has(parts.join('.'))) return undefined;
    return { code: `import ${prefix}\n${parts.join('.')}\n`, lines: [`import ${prefix}`, parts.join('.')] };
  }
  const receiver = receivers.get(head);
  if (receiver) {
    // `mocker.patch.object`: a name the project's fixtures give a type, read through that type.
    const lines = [
      `from ${receiver.module} import ${receiver.type}`,
      `def _reference(${head}: ${receiver.type}) -> None:`,
      `    ${parts.join('.')}`,
    ];
    return { code: `${lines.join('\n')}\n`, lines };
  }
  const module = classModules.get(head);
  if (!module || parts.length !== 2) return undefined;
  const lines = [
    `from ${module} import ${head}`,
    `def _reference(value: ${head}) -> None:`,
    `    value.${parts[1]}`,
  ];
  return { code: `${lines.join('\n')}\n`, lines };
}
