// Doc claims: what one Markdown page says about the project, extracted once and cached by hash.

export interface DocHeading {
  text: string;
  slug: string;
  line: number;
  depth: number;
}

/** Where an inline code span sits; list items and table cells form groups of siblings. */
export type SpanContext = 'heading' | 'table' | 'list' | 'paragraph';

export interface DocCodeSpan {
  value: string;
  line: number;
  context: SpanContext;
  /** Sibling group (one list or one table column); -1 when none. */
  group: number;
  /** True when the span is the first thing in its list item or table cell (the item is "about" it). */
  leading: boolean;
  /** Index into DocFile.headings of the section the span belongs to; -1 before the first heading. */
  section: number;
  /** Table column (0-based) for spans in table cells. */
  column?: number;
}

export interface DocTableRow {
  line: number;
  cells: string[];
}

export interface DocTable {
  line: number;
  header: string[];
  rows: DocTableRow[];
  section: number;
}

export interface DocCodeBlock {
  lang: string;
  text: string;
  /** Line of the opening fence; the first code line is line + 1. */
  line: number;
  section: number;
}

export interface DocLink {
  url: string;
  line: number;
  kind: 'link' | 'image' | 'definition';
}

/** A plain-text line that names an HTTP endpoint (`GET /users`), outside code and tables. */
export interface DocEndpointLine {
  method: string;
  path: string;
  line: number;
  section: number;
}

/** The first line of a list item's text (`sort: field to sort by`), for lists of named things. */
export interface DocListItem {
  text: string;
  line: number;
  /** Sibling group shared with the item's code spans. */
  group: number;
  section: number;
}

export interface DocFile {
  path: string;
  hash: string;
  headings: DocHeading[];
  spans: DocCodeSpan[];
  tables: DocTable[];
  codeBlocks: DocCodeBlock[];
  links: DocLink[];
  endpointLines: DocEndpointLine[];
  /** List items with their first line of text (absent in docs cached by older versions). */
  listItems?: DocListItem[];
  /** Explicit HTML anchors (`<a name="x">`, `id="x"`) that links may target. */
  anchors: string[];
  /** Where the doc came from when it is not a file of the checkout (a Notion page URL). */
  sourceUrl?: string;
}
