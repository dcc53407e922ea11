import type { Node } from 'web-tree-sitter';

const KEY_LIKE = /^[A-Za-z_][\w.-]{0,63}$/;
const WORD = /[A-Za-z_]\w*/g;

/**
 * Distinct identifier-like names in the file. Scanning the text with a regular expression is several
 * times cheaper than visiting identifier nodes; comments and prose strings (with whitespace) are cut
 * out first so their words do not count, and short key-like strings (`"group-by"`) are kept whole.
 */
export function collectIdentifiers(text: string, comments: Node[], strings: Node[]): string[] {
  const seen = new Set<string>();
  const cuts: [number, number][] = [];
  for (const comment of comments) cuts.push([comment.startIndex, comment.endIndex]);
  for (const literal of strings) {
    const inner = literal.text.replace(/^[^'"`]*['"`]+/, '').replace(/['"`]+$/, '');
    if (/\s/.test(inner)) cuts.push([literal.startIndex, literal.endIndex]);
    else if (KEY_LIKE.test(inner)) seen.add(inner);
  }
  cuts.sort((a, b) => a[0] - b[0]);
  let code = '';
  let position = 0;
  for (const [start, end] of cuts) {
    if (start < position) continue;
    code += `${text.slice(position, start)} `;
    position = end;
  }
  code += text.slice(position);
  for (const match of code.matchAll(WORD)) seen.add(match[0]);
  return [...seen];
}
