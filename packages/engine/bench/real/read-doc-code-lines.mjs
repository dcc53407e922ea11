const FENCE = /^\s*(```+|~~~+)\s*\{?\s*([\w-]*)/;
// Diagrams name their boxes, not code.
const DIAGRAM = /^(?:mermaid|plantuml|dot|graphviz)$/i;
const SPAN = /``([^`]+)``|`([^`]+)`/g;

/**
 * The code on each line of a doc page (1-based line -> text): whole lines inside fenced blocks,
 * reStructuredText literal blocks and doctest prompts, else the line's inline code spans. A
 * planted change is expected to be reported where the page shows the changed name as code.
 */
export function readDocCodeLines(text) {
  const lines = text.split('\n');
  const out = new Map();
  let fence = null;
  let diagram = false;
  let literalIndent = -1;
  lines.forEach((line, i) => {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
      else if (!diagram) out.set(i + 1, line);
      return;
    }
    if (open) {
      fence = open[1];
      diagram = DIAGRAM.test(open[2]);
      return;
    }
    const indent = line.length - line.trimStart().length;
    if (literalIndent >= 0) {
      if (line.trim() === '' || indent > literalIndent) {
        if (line.trim() !== '') out.set(i + 1, line);
        return;
      }
      literalIndent = -1;
    }
    if (/::\s*$/.test(line) || /^\s*\.\.\s+(?:code-block|code|sourcecode|doctest)::/.test(line)) {
      literalIndent = indent;
    }
    if (/^\s*>>>/.test(line)) {
      out.set(i + 1, line);
      return;
    }
    const spans = [...line.matchAll(SPAN)].map((m) => m[1] ?? m[2]);
    if (spans.length > 0) out.set(i + 1, spans.join(' '));
  });
  return out;
}
