// Reads what a doc writes as an API reference: `charges.create(params, options?)`,
// `new Client(opts)`, `func (c *Client) Daily(ctx context.Context, days int) error`,
// `search(query, *, limit=5, ...)`, `toMinorUnits(19.99, 'usd')`.

export interface DocParam {
  name: string;
  optional: boolean;
  defaultValue?: string;
  rest: boolean;
  kwargs: boolean;
  keywordOnly: boolean;
  /** The argument is a value (`19.99`, `'usd'`), so the doc shows a call, not a signature. */
  literal: boolean;
  /** Python-style `name=value` at a call site. */
  keyword?: string;
}

export interface DocSignature {
  chain: string[];
  name: string;
  isNew: boolean;
  /** Undefined when the doc names the symbol without parentheses. */
  params?: DocParam[];
  /** `...` among the parameters: the list is deliberately incomplete. */
  ellipsis: boolean;
  /** Go method receiver type (`Client` in `func (c *Client) Daily`). */
  receiver?: string;
}

// `name(` with no space: "Concurrency (deprecated)" is a title, not a call.
const HEAD = /^(new\s+)?([A-Za-z_$][\w$]*(?:(?:\.|::|#|->)[A-Za-z_$][\w$]*)*)(\(|$|\s|<)/;
const LITERAL =
  /^(-?\d[\d_.]*|['"`].*['"`]|true|false|True|False|None|null|nil|undefined|\[.*\]|\{.*:.*\}|\(.*\))$/s;

/** Splits on top-level commas, respecting brackets and quotes. */
function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const ch of text) {
    if (quote) {
      current += ch;
      if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if ('([{<'.includes(ch)) depth++;
    else if (')]}>'.includes(ch)) depth = Math.max(0, depth - 1);
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (current.trim() !== '' || parts.length > 0) parts.push(current);
  return parts.map((p) => p.trim());
}

/** The text inside the parentheses that open at `open`, or undefined when unbalanced. */
function balancedArgs(text: string, open: number): { inner: string; end: number } | undefined {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) return { inner: text.slice(open + 1, i), end: i };
    }
  }
  return undefined;
}

const LAMBDA = /^(?:fn\s*)?(?:\([^()]*\)|[A-Za-z_$][\w$]*)\s*=>/;

function parseParam(raw: string, afterStar: boolean): DocParam | 'star' | 'slash' | 'ellipsis' | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (text === '...' || text === '…' || text === '..') return 'ellipsis';
  if (text === '*') return 'star';
  if (text === '/') return 'slash';
  const base: DocParam = {
    name: '',
    optional: false,
    rest: false,
    kwargs: false,
    keywordOnly: afterStar,
    literal: false,
  };
  // `x => x.Email`, `(a, b) => a + b`, `fn($x) => $x`: a lambda is a value passed, not a keyword `x`.
  if (LAMBDA.test(text)) return { ...base, name: text, literal: true };
  const kw = /^([A-Za-z_]\w*)\s*=\s*(.+)$/s.exec(text);
  if (LITERAL.test(text)) return { ...base, name: text, literal: true };
  if (text.startsWith('**'))
    return { ...base, name: text.slice(2).split(/[:\s]/)[0] ?? '', kwargs: true, optional: true };
  if (text.startsWith('*'))
    return { ...base, name: text.slice(1).split(/[:\s]/)[0] ?? '', rest: true, optional: true };
  if (text.startsWith('...'))
    return { ...base, name: text.slice(3).split(/[:?\s]/)[0] ?? '', rest: true, optional: true };
  if (text.startsWith('{'))
    return { ...base, name: '{}', optional: /\?\s*(:|$)|=/.test(text.slice(text.lastIndexOf('}'))) };
  if (/^\[.*\]$/.test(text)) {
    const inner = parseParam(text.slice(1, -1), afterStar);
    return typeof inner === 'object' ? { ...inner, optional: true } : undefined;
  }
  const goVariadic = /^([A-Za-z_]\w*)\s+\.\.\.\S+$/.exec(text);
  if (goVariadic?.[1]) return { ...base, name: goVariadic[1], rest: true, optional: true };
  if (kw?.[1] && kw[2])
    return { ...base, name: kw[1], optional: true, defaultValue: kw[2].trim(), keyword: kw[1] };
  const typed = /^([A-Za-z_$][\w$]*)(\?)?\s*(?::[^=]*)?(?:=\s*(.+))?$/s.exec(text);
  if (typed?.[1])
    return {
      ...base,
      name: typed[1],
      optional: typed[2] === '?' || typed[3] !== undefined,
      defaultValue: typed[3]?.trim(),
    };
  const goTyped = /^([A-Za-z_]\w*)\s+[\w.*[\]]+/.exec(text);
  if (goTyped?.[1]) return { ...base, name: goTyped[1] };
  return { ...base, name: text, literal: true };
}

function parseParams(inner: string): { params: DocParam[]; ellipsis: boolean } {
  const params: DocParam[] = [];
  let afterStar = false;
  let ellipsis = false;
  for (const raw of splitTopLevel(inner)) {
    const p = parseParam(raw, afterStar);
    if (p === 'star') afterStar = true;
    else if (p === 'ellipsis') ellipsis = true;
    else if (p && p !== 'slash') {
      if (p.rest && !p.kwargs) afterStar = true;
      params.push(p);
    }
  }
  return { params, ellipsis };
}

/** Parses the start of `text` as an API reference; undefined when it is not one. */
export function parseDocSignature(input: string): DocSignature | undefined {
  let text = input.trim().replace(/^`|`$/g, '');
  text = text.replace(
    /^(export\s+)?(async\s+)?(static\s+)?(public\s+)?(def|function|fn|func|sub|method)\s+/,
    '',
  );
  let receiver: string | undefined;
  const recv = /^\(\s*\w+\s+\*?([A-Za-z_]\w*)\s*\)\s*/.exec(text);
  if (recv) {
    receiver = recv[1];
    text = text.slice(recv[0].length);
  }
  const head = HEAD.exec(text);
  if (!head?.[2]) return undefined;
  const chain = head[2].split(/\.|::|#|->/);
  const name = chain[chain.length - 1] ?? '';
  if (receiver) chain.unshift(receiver);
  const sig: DocSignature = { chain, name, isNew: head[1] !== undefined, ellipsis: false, receiver };
  let open = head[0].length - 1;
  if (head[3] === '<') {
    // generic parameters: fetch<T>(url)
    const close = text.indexOf('>(', open);
    if (close < 0) return sig;
    open = close + 1;
  }
  if (text[open] !== '(') return sig;
  const args = balancedArgs(text, open);
  if (!args) return undefined;
  const { params, ellipsis } = parseParams(args.inner);
  sig.params = params;
  sig.ellipsis = ellipsis;
  return sig;
}
