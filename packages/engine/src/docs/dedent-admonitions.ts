/** `!!! note "Title"` (Python-Markdown's admonition), `??? tip` and `???+ tip` (pymdownx.details). */
const MAX_NESTING = 4;
const ADMONITION = /^(\s*)(?:!!!|\?\?\?\+?)\s*[\w-]+(?:\s+[\w-]+)*(?:\s+"[^"]*")?\s*$/;

/**
 * MkDocs admonitions: the body of `!!! note` is the Markdown indented four spaces below it, which
 * CommonMark would read as an indented code block (its links and code spans lost). The body is
 * moved out by four spaces, line for line, so the page keeps its line numbers. A nested
 * admonition comes out with its parent's body and is moved out by the next pass.
 */
export function dedentAdmonitions(text: string): string {
  let page = text;
  for (let pass = 0; pass < MAX_NESTING; pass++) {
    const next = dedentOnce(page);
    if (next === page) break;
    page = next;
  }
  return page;
}

function dedentOnce(text: string): string {
  const lines = text.split('\n');
  let body: number | undefined;
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const indent = line.length - line.trimStart().length;
    if (body !== undefined && line.trim() !== '' && indent < body) body = undefined;
    if (body !== undefined) {
      if (line.trim() !== '') lines[i] = line.slice(4);
      continue;
    }
    // Inside a fenced block an admonition marker is example text.
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker;
    else if (!fence) {
      const admonition = ADMONITION.exec(line);
      if (admonition) body = (admonition[1] ?? '').length + 4;
    }
  }
  return lines.join('\n');
}
