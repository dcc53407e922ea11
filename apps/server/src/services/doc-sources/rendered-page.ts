/**
 * A provider page as Markdown the engine reads, with the provider's block id of each line, so a
 * finding on a line can point at the block it came from.
 */
export interface RenderedPage {
  markdown: string;
  /** One entry per Markdown line: the id (without dashes) of the block that wrote it, or null. */
  lineBlocks: Array<string | null>;
  /** Pages found inside this one (Notion child pages), read as pages of their own. */
  childPageIds: string[];
}

/** Collects Markdown lines and the block each came from. */
export class MarkdownWriter {
  private readonly lines: string[] = [];
  private readonly blocks: Array<string | null> = [];
  readonly childPageIds: string[] = [];

  line(text: string, blockId: string | null): void {
    for (const part of text.split('\n')) {
      this.lines.push(part);
      this.blocks.push(blockId);
    }
  }

  /** A blank line between blocks, never two in a row. */
  gap(): void {
    if (this.lines.length > 0 && this.lines[this.lines.length - 1] !== '') this.line('', null);
  }

  finish(): RenderedPage {
    while (this.lines.length > 0 && this.lines[this.lines.length - 1] === '') {
      this.lines.pop();
      this.blocks.pop();
    }
    return {
      markdown: `${this.lines.join('\n')}\n`,
      lineBlocks: this.blocks,
      childPageIds: this.childPageIds,
    };
  }
}

/** A code fence longer than any run of backticks inside the code, so the code cannot end it. */
export function codeFence(code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(longest + 1);
}

/** Writes what `render` writes with `prefix` before each line (list item bodies, quotes). */
export function writeIndented(
  prefix: string,
  writer: MarkdownWriter,
  render: (inner: MarkdownWriter) => void,
): void {
  const inner = new MarkdownWriter();
  render(inner);
  const page = inner.finish();
  const lines = page.markdown.replace(/\n$/, '').split('\n');
  lines.forEach((text, index) => {
    writer.line(text === '' ? prefix.trimEnd() : `${prefix}${text}`, page.lineBlocks[index] ?? null);
  });
  writer.childPageIds.push(...page.childPageIds);
}

/** Text with the characters Markdown would read as syntax escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1');
}

/** Wraps text in enough backticks that a backtick inside cannot end the span. */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Notion writes ids as UUIDs; its links and block anchors use the 32 hex digits alone. */
export function compactId(id: string): string {
  return id.replaceAll('-', '').toLowerCase();
}
