// Which declaration of a name is in effect at one point of a code example. Examples reuse short
// names: chi's README binds `r := chi.NewRouter()` and then handles `r *http.Request` in a nested
// handler, gin's binds `var g errgroup.Group`. A call on the name is only about the project's type
// where the binding in scope says so.

export type BindingLanguage = 'js' | 'python' | 'go' | 'other';

export interface BindingSite {
  /** `typed`: a declared type (parameter, `var g T`); `assigned`: an expression; `untyped`: neither is known. */
  kind: 'typed' | 'assigned' | 'untyped';
  /** The declared type (`*http.Request`) or the assigned expression (`chi.NewRouter()`). */
  text: string;
}

interface Site extends BindingSite {
  /** Offset from which the binding holds (after its statement, or at the start of the function body). */
  from: number;
  /** Offset where it stops holding (end of the function body), for parameters. */
  to: number;
}

/** Blanks comments and string contents, keeping offsets and the quotes, so braces and names in them are not read. */
function mask(text: string, language: BindingLanguage): string {
  const comment = language === 'python' ? /#[^\n]*/g : /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
  return text
    .replace(
      /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`]*`/g,
      (m) => m[0] + ' '.repeat(m.length - 2) + m[0],
    )
    .replace(comment, (m) => m.replace(/[^\n]/g, ' '));
}

/** Offset of the bracket closing the one at `open`, in masked text. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return text.length;
}

function splitTop(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === '(' || ch === '[' || ch === '{' || ch === '<') depth++;
    else if (ch === ')' || ch === ']' || ch === '}' || ch === '>') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The declared type of `name` in a parameter list, '' when it is a parameter without a type, undefined when absent. */
function paramType(list: string, name: string, language: BindingLanguage): string | undefined {
  const parts = splitTop(list);
  if (language === 'go') {
    // `a, b int`: names without a type take the next part's type.
    for (let i = 0; i < parts.length; i++) {
      const words = (parts[i] ?? '').split(/\s+/);
      if (words[0] !== name) continue;
      for (let j = i; j < parts.length; j++) {
        const typed = (parts[j] ?? '').split(/\s+/);
        if (typed.length > 1) return typed.slice(1).join(' ');
      }
      return '';
    }
    return undefined;
  }
  for (const part of parts) {
    const m = /^(?:\*{0,2}|\.\.\.)([A-Za-z_$][\w$]*)\s*\??\s*(?::\s*([^=]+))?/.exec(part);
    if (m?.[1] === name) return m[2]?.trim() ?? '';
  }
  return undefined;
}

/** End of a Python block opened on the line ending at `lineEnd`: the first later line indented no deeper than `indent`. */
function pythonBlockEnd(text: string, lineEnd: number, indent: number): number {
  const lineRe = /\n([ \t]*)(\S)?/g;
  lineRe.lastIndex = lineEnd;
  for (let m = lineRe.exec(text); m; m = lineRe.exec(text)) {
    if (m[2] !== undefined && (m[1] ?? '').length <= indent) return m.index;
  }
  return text.length;
}

/** Parameter bindings of `name`, and the body of every function (`bodies`), which bounds assignments made in it. */
function functionSites(
  masked: string,
  name: string,
  language: BindingLanguage,
  bodies: Array<[number, number]>,
): Site[] {
  const sites: Site[] = [];
  const add = (params: string, from: number, to: number) => {
    bodies.push([from, to]);
    const type = paramType(params, name, language);
    if (type !== undefined) sites.push({ kind: type ? 'typed' : 'untyped', text: type, from, to });
  };
  if (language === 'python') {
    for (const m of masked.matchAll(/^([ \t]*)(?:async\s+)?def\s+\w+\s*\(/gm)) {
      const open = (m.index ?? 0) + m[0].length - 1;
      const close = closing(masked, open);
      const lineEnd = masked.indexOf('\n', close);
      const end = lineEnd < 0 ? masked.length : lineEnd;
      add(masked.slice(open + 1, close), end, pythonBlockEnd(masked, end, (m[1] ?? '').length));
    }
    for (const m of masked.matchAll(/\blambda\b([^:\n]*):/g)) {
      const end = masked.indexOf('\n', m.index ?? 0);
      add(m[1] ?? '', (m.index ?? 0) + m[0].length, end < 0 ? masked.length : end);
    }
    return sites;
  }
  const header =
    language === 'go' ? /\bfunc\s*(\([^()]*\)\s*)?(\w+\s*)?\(/g : /\b(?:function\b[\s*]*[\w$]*|catch)\s*\(/g;
  for (const m of masked.matchAll(header)) {
    const open = (m.index ?? 0) + m[0].length - 1;
    const close = closing(masked, open);
    // The body opens on the header's line (required in Go, usual in JavaScript).
    const lineEnd = masked.indexOf('\n', close);
    const body = masked.indexOf('{', close);
    if (body < 0 || (lineEnd >= 0 && body > lineEnd)) continue;
    const to = closing(masked, body);
    add(masked.slice(open + 1, close), body, to);
    if (m[1] && paramType(m[1].trim().slice(1, -1), name, language) !== undefined)
      add(m[1].trim().slice(1, -1), body, to);
  }
  if (language === 'js') {
    for (const m of masked.matchAll(
      /(?:\(([^()]*)\)|\b([A-Za-z_$][\w$]*))\s*(?::\s*[\w$.<>[\]| ]+)?=>\s*/g,
    )) {
      const start = (m.index ?? 0) + m[0].length;
      const lineEnd = masked.indexOf('\n', start);
      const to = masked[start] === '{' ? closing(masked, start) : lineEnd < 0 ? masked.length : lineEnd;
      add(m[1] ?? m[2] ?? '', start, to);
    }
  }
  return sites;
}

function statementEnd(masked: string, from: number): number {
  const end = masked.indexOf('\n', from);
  return end < 0 ? masked.length : end;
}

function assignmentSites(
  masked: string,
  name: string,
  language: BindingLanguage,
  bodies: Array<[number, number]>,
): Site[] {
  const sites: Site[] = [];
  // An assignment inside a function body holds until that body ends.
  const scopeEnd = (at: number) =>
    bodies.reduce((end, [from, to]) => (from <= at && at <= to && to < end ? to : end), masked.length);
  const n = name.replace(/\$/g, '\\$');
  // `if v, ok := x.(T); ok {`: the statement ends at the first `;`.
  const add = (kind: BindingSite['kind'], text: string, at: number) =>
    sites.push({
      kind,
      text: text.replace(/;.*$/, '').trim(),
      from: statementEnd(masked, at),
      to: scopeEnd(at),
    });
  const patterns: Array<[RegExp, BindingSite['kind']]> =
    language === 'go'
      ? [
          [new RegExp(`\\bvar\\s+${n}\\s+([^=\\n]+?)\\s*(?:=.*)?$`, 'gm'), 'typed'],
          [new RegExp(`\\bvar\\s+${n}\\s*=\\s*(.+)$`, 'gm'), 'assigned'],
          // `var (\n  g errgroup.Group\n)`: a line of only a name and a type.
          [new RegExp(`^[ \\t]+${n}\\s+([\\w.*[\\]]+)[ \\t]*$`, 'gm'), 'typed'],
          [new RegExp(`(?<![.,]\\s*)\\b${n}\\s*(?:,\\s*\\w+\\s*)*:?=(?!=)\\s*(.+)$`, 'gm'), 'assigned'],
          [new RegExp(`\\b\\w+\\s*,\\s*(?:\\w+\\s*,\\s*)*${n}\\s*:?=(?!=)(.*)$`, 'gm'), 'untyped'],
        ]
      : language === 'js'
        ? [
            [new RegExp(`\\b(?:const|let|var)\\s+${n}\\s*:\\s*([^=\\n]+?)\\s*(?:=.*)?$`, 'gm'), 'typed'],
            [new RegExp(`(?<![\\w$.])${n}\\s*=(?![=>])\\s*(.+)$`, 'gm'), 'assigned'],
            [new RegExp(`\\bfor\\s*\\(\\s*(?:const|let|var)\\s+${n}\\s+(?:of|in)\\b()`, 'g'), 'untyped'],
          ]
        : [
            [new RegExp(`^[ \\t]*${n}\\s*:\\s*([^=\\n]+?)\\s*(?:=.*)?$`, 'gm'), 'typed'],
            [new RegExp(`^[ \\t]*${n}\\s*=(?!=)\\s*(.+)$`, 'gm'), 'assigned'],
            [new RegExp(`\\bfor\\s+(?:\\w+\\s*,\\s*)*${n}\\b[^\\n]*\\bin\\b()`, 'g'), 'untyped'],
            [new RegExp(`\\bwith\\s+(.+?)\\s+as\\s+${n}\\b`, 'g'), 'assigned'],
            [new RegExp(`\\bexcept\\b[^\\n]*\\bas\\s+${n}\\b()`, 'g'), 'untyped'],
          ];
  for (const [pattern, kind] of patterns) {
    for (const m of masked.matchAll(pattern)) add(kind, m[1] ?? '', m.index ?? 0);
  }
  return sites;
}

/**
 * The binding of `name` in effect at `offset` of an example: the latest assignment before it, or the
 * parameter of the innermost function around it. Undefined when the example does not bind the name.
 */
export function findBindingAt(
  text: string,
  offset: number,
  name: string,
  language: BindingLanguage,
): BindingSite | undefined {
  if (language === 'other' || !/^[A-Za-z_$][\w$]*$/.test(name)) return undefined;
  const masked = mask(text, language);
  let best: Site | undefined;
  const bodies: Array<[number, number]> = [];
  const params = functionSites(masked, name, language, bodies);
  for (const site of [...params, ...assignmentSites(masked, name, language, bodies)]) {
    if (site.from > offset || offset > site.to) continue;
    if (!best || site.from >= best.from) best = site;
  }
  return best ? { kind: best.kind, text: best.text } : undefined;
}
