// A POSIX-shell tokenizer for doc examples: quotes, backslash escapes and line continuations,
// comments, `$(...)`/`${...}`/backquote substitutions kept inside their word, redirections (their
// target is not an argument), here-documents (their body is not code), and `|`, `||`, `&&`, `;`,
// `&`, `(`, `)` and newlines ending a simple command.

export interface ShellToken {
  text: string;
  /** 0-based block line where the word starts. */
  line: number;
  /** Index in `text` of the first quoted or escaped character; Infinity when none. */
  firstQuoted: number;
}

export interface ShellLine {
  line: number;
  text: string;
}

/** Simple commands (their words) with the block lines each spans. */
export interface TokenizedCommand {
  words: ShellToken[];
  firstLine: number;
  lastLine: number;
}

/** Index just past the substitution opened at `open` (`$(`, `${` or a backquote). */
function skipSubstitution(text: string, open: number): number {
  const closer = text[open] === '`' ? '`' : text[open + 1] === '{' ? '}' : ')';
  const opener = closer === ')' ? '(' : closer === '}' ? '{' : '';
  let depth = 0;
  let quote = '';
  for (let i = closer === '`' ? open + 1 : open + 2; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\' && quote === '"') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '\\') i++;
    else if ((ch === '"' || ch === "'") && closer !== '`') quote = ch;
    else if (ch === opener) depth++;
    else if (ch === closer) {
      if (depth === 0) return i + 1;
      depth--;
    }
  }
  return text.length;
}

/**
 * Index of the last line of the here-document bodies that start after line `l` (`<<EOF` ... `EOF`,
 * `<<-EOF` with its end line indented), emptying `heredocs`: their bodies are data, not commands.
 */
function skipHeredocBodies(
  lines: ShellLine[],
  l: number,
  heredocs: Array<{ end: string; strip: boolean }>,
): number {
  let last = l;
  while (heredocs.length > 0) {
    const doc = heredocs.shift();
    while (last + 1 < lines.length) {
      last++;
      const body = lines[last]?.text ?? '';
      if ((doc?.strip ? body.trim() : body) === doc?.end) break;
    }
  }
  return last;
}

export function tokenizeShell(lines: ShellLine[]): TokenizedCommand[] {
  const commands: TokenizedCommand[] = [];
  let words: ShellToken[] = [];
  let word: ShellToken | undefined;
  let firstLine = -1;
  let lastLine = -1;
  let dropNext = false;
  let heredocNext = false;
  const heredocs: Array<{ end: string; strip: boolean }> = [];

  const endWord = () => {
    if (!word) return;
    if (heredocNext) {
      const strip = word.text.startsWith('-');
      heredocs.push({ end: word.text.replace(/^-/, ''), strip });
    } else if (!dropNext) words.push(word);
    dropNext = false;
    heredocNext = false;
    word = undefined;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push({ words, firstLine, lastLine });
    words = [];
    firstLine = -1;
  };
  const append = (ch: string, line: number, quoted: boolean) => {
    word ??= { text: '', line, firstQuoted: Number.POSITIVE_INFINITY };
    if (quoted && word.firstQuoted === Number.POSITIVE_INFINITY) word.firstQuoted = word.text.length;
    word.text += ch;
    if (firstLine < 0) firstLine = line;
    lastLine = line;
  };

  let quote = '';
  for (let l = 0; l < lines.length; l++) {
    const { line, text } = lines[l] ?? { line: 0, text: '' };
    let i = 0;
    while (i < text.length) {
      const ch = text[i] ?? '';
      const next = text[i + 1] ?? '';
      if (quote === "'") {
        if (ch === "'") quote = '';
        else append(ch, line, true);
        i++;
      } else if (quote === '"') {
        if (ch === '"') quote = '';
        else if (ch === '\\' && i === text.length - 1) {
          // continuation inside double quotes
        } else if (ch === '\\' && '"\\$`'.includes(next)) {
          append(next, line, true);
          i++;
        } else append(ch, line, true);
        i++;
      } else if (ch === '\\') {
        if (i < text.length - 1) append(next, line, true);
        i += 2;
      } else if (ch === "'" || ch === '"') {
        quote = ch;
        append('', line, true);
        i++;
      } else if (ch === ' ' || ch === '\t') {
        endWord();
        i++;
      } else if (ch === '#' && !word) {
        break;
      } else if ((ch === '$' && (next === '(' || next === '{')) || ch === '`') {
        const end = skipSubstitution(text, i);
        for (const c of text.slice(i, end)) append(c, line, false);
        i = end;
      } else if (ch === '<' || ch === '>' || (ch === '&' && next === '>')) {
        // `2>&1`, `> out.txt`, `<<EOF`: drop an fd number before, and the target after.
        if (word && /^\d+$/.test(word.text)) word = undefined;
        endWord();
        const op = /^(<<<|<<-?|&>>?|>>|>&|<&|>\||<>|<|>)/.exec(text.slice(i))?.[1] ?? ch;
        i += op.length;
        if (op.startsWith('<<') && op !== '<<<') {
          heredocNext = true;
          if (op === '<<-') i--;
        } else dropNext = true;
      } else if (ch === ';' || ch === '&' || ch === '|' || ch === '(' || ch === ')') {
        endCommand();
        i++;
      } else {
        append(ch, line, false);
        i++;
      }
    }
    // A trailing backslash (outside single quotes) joins the next line into this command.
    const continued = text.endsWith('\\') && quote !== "'" && !text.endsWith('\\\\');
    if (!continued && !quote) endCommand();
    else if (quote && !continued) append('\n', line, true);
    if (heredocs.length > 0 && !continued && !quote) l = skipHeredocBodies(lines, l, heredocs);
  }
  endCommand();
  return commands;
}
