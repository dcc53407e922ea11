import { parse, postprocess, preprocess } from 'micromark';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Event, Extension, Token } from 'micromark-util-types';

/**
 * GitHub Flavored Markdown as remark-gfm reads it (tables, footnotes, strikethrough, task lists),
 * without autolink literals: a bare `https://...`, `www.` or email can only become an external
 * link, which no rule follows, and looking for them in every text run is about a sixth of the
 * parse time of a docs folder.
 */
let extensions: Extension[] | undefined;

/**
 * A page as micromark's token events (what remark-parse builds its syntax tree from), with each
 * token's enter event linked to its exit. Claims are read from the tokens directly: building the
 * mdast tree first cost about a fifth of the parse in allocations and garbage collection.
 */
export class MarkdownTokens {
  readonly events: Event[];
  /** For an enter event's index, the index of its exit event. */
  private readonly exits: Int32Array;

  constructor(text: string) {
    extensions ??= [gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()];
    this.events = postprocess(
      parse({ extensions })
        .document()
        .write(preprocess()(text, undefined, true)),
    );
    this.exits = new Int32Array(this.events.length);
    const open: number[] = [];
    this.events.forEach(([kind], index) => {
      if (kind === 'enter') open.push(index);
      else this.exits[open.pop() ?? 0] = index;
    });
  }

  token(index: number): Token {
    return (this.events[index] as Event)[1];
  }

  type(index: number): string {
    return this.token(index).type;
  }

  /** The source text of a token, as remark reads it (tabs kept). */
  text(index: number): string {
    const [, token, context] = this.events[index] as Event;
    return context.sliceSerialize(token);
  }

  line(index: number): number {
    return this.token(index).start.line;
  }

  /** Enter indexes of the token's direct children, in order. */
  children(index: number): number[] {
    return this.enters(index + 1, this.exits[index] ?? index);
  }

  /** Enter indexes of the page's outermost tokens. */
  topLevel(): number[] {
    return this.enters(0, this.events.length);
  }

  private enters(from: number, to: number): number[] {
    const out: number[] = [];
    for (let i = from; i < to; i = (this.exits[i] ?? i) + 1) out.push(i);
    return out;
  }

  /** The first direct child of one of the given types, or -1. */
  child(index: number, ...types: string[]): number {
    return this.children(index).find((i) => types.includes(this.type(i))) ?? -1;
  }

  /** Follows a path of child types (`resource > resourceDestination > ...`); -1 when one is missing. */
  descend(index: number, ...path: string[][]): number {
    let at = index;
    for (const types of path) {
      if (at < 0) return -1;
      at = this.child(at, ...types);
    }
    return at;
  }
}
