// MDX pages are read with the Markdown parser. Two pieces of MDX syntax mislead it: a component
// tag on its own line (`<Tab value="Zod">`) opens a CommonMark HTML block, so a code fence right
// after it, with a blank line inside, flips every later fence and swallows the headings below;
// and `{/* ... *\/}` comments hide text (links, headings) the site never shows. Both are blanked,
// keeping line numbers, outside code fences.

const COMPONENT_LINE = /^[ \t]*<\/?[A-Z][\w.]*(?:\s[^<>]*)?\/?>[ \t]*$/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

/** The text of an `.mdx` page with component-only lines and MDX comments blanked. */
export function blankMdxSyntax(text: string): string {
  const lines = text.split('\n');
  let fence: string | undefined;
  let comment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (comment) {
      const end = line.indexOf('*/}');
      lines[i] = end < 0 ? blank(line) : blank(line.slice(0, end + 3)) + line.slice(end + 3);
      comment = end < 0;
      continue;
    }
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (
        marker !== undefined &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        line.trim() === marker
      )
        fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (COMPONENT_LINE.test(line)) {
      lines[i] = blank(line);
      continue;
    }
    let out = line.replace(/\{\/\*[\s\S]*?\*\/\}/g, blank);
    const open = out.indexOf('{/*');
    if (open >= 0) {
      out = out.slice(0, open) + blank(out.slice(open));
      comment = true;
    }
    lines[i] = out;
  }
  return lines.join('\n');
}
