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

/** Notion writes ids as UUIDs; its links and block anchors use the 32 hex digits alone. */
export function compactId(id: string): string {
  return id.replaceAll('-', '').toLowerCase();
}
