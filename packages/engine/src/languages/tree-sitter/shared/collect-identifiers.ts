/**
 * Lexical syntax of a language for the identifier scan: one global regular expression whose
 * alternatives match, in order, a comment, a string literal (group `s`, its body in group `b`), a
 * number, or an identifier.
 */
export type IdentifierLexer = RegExp;

const NUMBER = String.raw`\d[\w.]*`;
const WORD = String.raw`[A-Za-z_]\w*`;
const C_COMMENTS = String.raw`\/\/[^\n]*|\/\*[\s\S]*?\*\/`;
const DOUBLE = String.raw`"(?:[^"\\]|\\[\s\S])*"`;
const CHAR = String.raw`'(?:\\.[^']*|[^'\\\n])'`;

function lexer(comment: string, strings: string): IdentifierLexer {
  return new RegExp(`${comment}|(?<s>${strings})|${NUMBER}|${WORD}`, 'g');
}

/** Go, Java, C#, Rust: line and block comments, double-quoted strings, char literals, Go raw strings. */
export const C_LIKE_LEXER = lexer(C_COMMENTS, `${DOUBLE}|\`[^\`]*\`|${CHAR}`);
/** PHP: also `#` comments (but not `#[` attributes) and single-quoted strings. */
export const PHP_LEXER = lexer(`${C_COMMENTS}|#(?!\\[)[^\\n]*`, `${DOUBLE}|'(?:[^'\\\\]|\\\\[\\s\\S])*'`);
/** Python: `#` comments, optional string prefixes, triple-quoted strings. */
export const PYTHON_LEXER = lexer(
  '#[^\\n]*',
  `[rRbBuUfF]{0,2}(?:"""[\\s\\S]*?"""|'''[\\s\\S]*?'''|${DOUBLE}|'(?:[^'\\\\\\n]|\\\\.)*')`,
);
/** Ruby: `#` comments, single- and double-quoted strings. */
export const RUBY_LEXER = lexer('#[^\\n]*', `${DOUBLE}|'(?:[^'\\\\]|\\\\[\\s\\S])*'`);

const KEY_LIKE = /^[A-Za-z_][\w.-]{1,63}$/;

/**
 * Distinct identifier-like names in the file, from a single regular-expression pass over the text
 * (several times cheaper than visiting identifier nodes). Words in comments and in prose strings do
 * not count; a string that is itself a short key (`"group-by"`, `"member_id"`) is kept whole, and the
 * words of other whitespace-free strings (`"/api/books"`) are kept.
 */
export function collectIdentifiers(text: string, syntax: IdentifierLexer): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(syntax)) {
    const token = match[0];
    const first = token.charCodeAt(0);
    if (match.groups?.s !== undefined) {
      const body = token.replace(/^[^'"`]*['"`]+/, '').replace(/['"`]+$/, '');
      if (/\s/.test(body)) continue;
      if (KEY_LIKE.test(body)) seen.add(body);
      else if (/\W/.test(body)) for (const word of body.match(/[A-Za-z_]\w*/g) ?? []) seen.add(word);
    } else if ((first >= 65 && first <= 90) || (first >= 97 && first <= 122) || first === 95) {
      seen.add(token);
    }
  }
  return [...seen];
}
