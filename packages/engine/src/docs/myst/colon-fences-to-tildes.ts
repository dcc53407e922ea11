// MyST's colon fences (`:::{note}` ... `:::`, the colon_fence extension) written as the tilde
// fences CommonMark knows, line for line, so the directive reader sees them. Tildes, because a
// colon-fenced body often shows backtick-fenced examples, which must not close it; each fence
// keeps its length, so a longer outer fence still holds a shorter inner one.

const OPEN = /^( {0,3})(:{3,})(\{[A-Za-z][\w:.+-]*\}.*)$/;
const CLOSE = /^( {0,3})(:{3,})[ \t]*$/;

export function colonFencesToTildes(text: string): string {
  const open: number[] = [];
  return text
    .split('\n')
    .map((line) => {
      const opening = OPEN.exec(line);
      if (opening) {
        const length = (opening[2] ?? '').length;
        open.push(length);
        return `${opening[1]}${'~'.repeat(length)}${opening[3]}`;
      }
      const closing = CLOSE.exec(line);
      const length = (closing?.[2] ?? '').length;
      if (closing && open.length > 0 && length >= (open[open.length - 1] ?? 0)) {
        open.pop();
        return `${closing[1]}${'~'.repeat(length)}`;
      }
      return line;
    })
    .join('\n');
}
