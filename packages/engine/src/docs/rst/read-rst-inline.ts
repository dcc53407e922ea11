// reStructuredText inline markup, the part that carries claims: ``literals``, roles (:func:`x`
// and `x`:func:), hyperlinks (`text <url>`_) and escapes. Emphasis and substitutions are text.
// One pass: each closing delimiter is looked for once, and once one is missing no later opener
// looks for it again, so unmatched backticks cost linear time.

export type RstInline =
  | { kind: 'text'; value: string }
  | { kind: 'literal'; value: string; offset: number }
  | { kind: 'role'; role: string; content: string; offset: number }
  | { kind: 'link'; text: string; url: string; offset: number };

/** `:role:` before a backtick; a role name is short (a longer run is not markup). */
const ROLE_PREFIX = /:([A-Za-z][\w.+-]{0,30}(?::[A-Za-z][\w.+-]{0,30})?):`/y;
const ROLE_SUFFIX = /:([A-Za-z][\w.+-]{0,30}(?::[A-Za-z][\w.+-]{0,30})?):/y;
/** Inline markup starts after whitespace or opening punctuation, never inside a word. */
const START_AFTER = /[\s'"([{<\-/:‘“’«¡¿]/;

function canStart(text: string, at: number): boolean {
  return at === 0 || START_AFTER.test(text[at - 1] ?? ' ');
}

export function readRstInline(text: string): RstInline[] {
  const out: RstInline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ kind: 'text', value: plain });
    plain = '';
  };
  let noDouble = false;
  let noSingle = false;
  const close = (from: number, delimiter: string): number => {
    if (delimiter === '``' ? noDouble : noSingle) return -1;
    let at = text.indexOf(delimiter, from);
    // A closing backtick of interpreted text is not followed by another backtick.
    while (delimiter === '`' && at >= 0 && text[at + 1] === '`') at = text.indexOf('`', at + 2);
    if (at < 0) {
      if (delimiter === '``') noDouble = true;
      else noSingle = true;
    }
    return at;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') {
      plain += text[i + 1] ?? '';
      i += 2;
      continue;
    }
    if (c === '`' && text[i + 1] === '`' && canStart(text, i)) {
      const end = close(i + 2, '``');
      if (end > i + 2) {
        flush();
        out.push({ kind: 'literal', value: text.slice(i + 2, end).replace(/\s*\n\s*/g, ' '), offset: i });
        i = end + 2;
        continue;
      }
    }
    if (c === ':' && canStart(text, i)) {
      ROLE_PREFIX.lastIndex = i;
      const m = ROLE_PREFIX.exec(text);
      if (m?.[1]) {
        const start = i + m[0].length;
        const end = close(start, '`');
        if (end > start) {
          flush();
          out.push({ kind: 'role', role: m[1], content: text.slice(start, end), offset: i });
          i = end + 1;
          continue;
        }
      }
    }
    if (c === '`' && text[i + 1] !== '`' && canStart(text, i)) {
      const end = close(i + 1, '`');
      if (end > i + 1) {
        const content = text.slice(i + 1, end);
        let after = end + 1;
        flush();
        if (text[after] === '_') {
          after += text[after + 1] === '_' ? 2 : 1;
          const m = /^([\s\S]*?)\s*<([^<>]+)>$/.exec(content);
          const url = m?.[2]?.replace(/\s+/g, '');
          // `text <name_>`_ refers to a named target, not a URL.
          if (url && !url.endsWith('_')) out.push({ kind: 'link', text: m?.[1] ?? '', url, offset: i });
          else out.push({ kind: 'text', value: (m?.[1] ?? content).trim() || content });
        } else {
          ROLE_SUFFIX.lastIndex = after;
          const role = ROLE_SUFFIX.exec(text);
          if (role?.[1]) {
            out.push({ kind: 'role', role: role[1], content, offset: i });
            after += role[0].length;
          } else out.push({ kind: 'text', value: content });
        }
        i = after;
        continue;
      }
    }
    plain += c;
    i++;
  }
  flush();
  return out;
}

/** The text a reader sees: literals and role texts as written, link texts. */
export function rstPlainText(nodes: RstInline[]): string {
  return nodes
    .map((n) => {
      if (n.kind === 'text') return n.value;
      if (n.kind === 'literal') return n.value;
      if (n.kind === 'link') return n.text;
      const m = /^([\s\S]*?)\s*<[^<>]+>$/.exec(n.content);
      return (m?.[1] || n.content).replace(/^[~!]/, '');
    })
    .join('');
}
