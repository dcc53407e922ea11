// Reading a line of code backwards from a name: the receiver chain it is reached through
// (`request.get(url).trustLocalhost` -> root `request`, qualifier `get`) and the bracket it sits in.
const IDENT = /[A-Za-z_$][\w$]*$/;
const CLOSE = { ')': '(', ']': '[', '>': '<', '}': '{' };

/** Index of the bracket that opens the one closed at `end` (of the same kind), scanning back; -1 if none. */
function openingOf(text, end) {
  const close = text[end];
  const open = CLOSE[close];
  let depth = 0;
  for (let i = end; i >= 0; i--) {
    if (text[i] === close) depth++;
    else if (text[i] === open) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * The chain before position `at` when a member access (`.`, `?.`, `::`, `->`) leads to it: the
 * identifiers from nearest to the root; empty when the name is bare.
 */
export function readChainBefore(text, at) {
  const chain = [];
  let i = at;
  for (;;) {
    const sep = /(?:\?\.|\.|::|->)\s*$/.exec(text.slice(0, i));
    if (!sep) return chain;
    i = sep.index;
    // A chain may go on over lines (never across blanks on one line, which part inline spans): `new Retrofit.Builder()\n  .baseUrl(u)\n  .addConverterFactory(f)`.
    const blank = /\s*$/.exec(text.slice(0, i))[0];
    if (blank.includes('\n')) i -= blank.length;
    while (i > 0 && CLOSE[text[i - 1]]) {
      const open = openingOf(text, i - 1);
      if (open < 0) return chain;
      i = open;
    }
    const id = IDENT.exec(text.slice(0, i));
    if (!id) return chain;
    chain.push(id[0]);
    i = id.index;
  }
}

/**
 * The innermost bracket still open at `at`, ignoring strings (an apostrophe inside a word opens
 * none): its index and character, or undefined.
 */
export function findOpenBracket(text, at) {
  const stack = [];
  let quote = '';
  for (let i = 0; i < at; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote && text[i - 1] !== '\\') quote = '';
    } else if (ch === '"' || ch === '`' || (ch === "'" && !/\w/.test(text[i - 1] ?? ''))) quote = ch;
    else if ('([{'.includes(ch)) stack.push(i);
    else if (')]}'.includes(ch)) stack.pop();
  }
  const index = stack.pop();
  return index === undefined ? undefined : { index, char: text[index] };
}

/** The callee chain right before an opening `(`: `new winston.transports.Http(` -> [Http, transports, winston]. */
export function readCallee(text, open) {
  const head = text.slice(0, open).trimEnd();
  const id = IDENT.exec(head);
  if (!id) return [];
  return [id[0], ...readChainBefore(head, id.index)];
}
