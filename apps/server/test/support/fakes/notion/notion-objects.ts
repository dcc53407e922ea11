import { randomUUID } from 'node:crypto';

/** Notion's rich text item, as its API documents it. */
export function text(content: string, options: { code?: boolean; href?: string; bold?: boolean } = {}) {
  return {
    type: 'text',
    text: { content, link: options.href ? { url: options.href } : null },
    annotations: {
      bold: options.bold ?? false,
      italic: false,
      strikethrough: false,
      underline: false,
      code: options.code ?? false,
      color: 'default',
    },
    plain_text: content,
    href: options.href ?? null,
  };
}

export type RichText = ReturnType<typeof text>;

/** A block as the fake keeps it: Notion's `type` and its value, with children of its own. */
export interface FakeBlock {
  id: string;
  type: string;
  value: Record<string, unknown>;
  children: FakeBlock[];
}

function block(type: string, value: Record<string, unknown>, children: FakeBlock[] = []): FakeBlock {
  return { id: randomUUID(), type, value, children };
}

const richText = (items: Array<RichText | string>) =>
  items.map((item) => (typeof item === 'string' ? text(item) : item));

export const blocks = {
  paragraph: (...items: Array<RichText | string>) =>
    block('paragraph', { rich_text: richText(items), color: 'default' }),
  heading: (level: 1 | 2 | 3, title: string) =>
    block(`heading_${level}`, { rich_text: [text(title)], color: 'default', is_toggleable: false }),
  code: (language: string, source: string) =>
    block('code', { rich_text: [text(source)], caption: [], language }),
  bulleted: (items: Array<RichText | string>, children: FakeBlock[] = []) =>
    block('bulleted_list_item', { rich_text: richText(items), color: 'default' }, children),
  numbered: (items: Array<RichText | string>, children: FakeBlock[] = []) =>
    block('numbered_list_item', { rich_text: richText(items), color: 'default' }, children),
  toggle: (summary: string, children: FakeBlock[]) =>
    block('toggle', { rich_text: [text(summary)], color: 'default' }, children),
  callout: (emoji: string, items: Array<RichText | string>, children: FakeBlock[] = []) =>
    block(
      'callout',
      { rich_text: richText(items), icon: { type: 'emoji', emoji }, color: 'gray_background' },
      children,
    ),
  table: (rows: string[][]) =>
    block(
      'table',
      { table_width: rows[0]?.length ?? 0, has_column_header: true, has_row_header: false },
      rows.map((cells) => block('table_row', { cells: cells.map((cell) => [text(cell)]) })),
    ),
  childPage: (pageId: string, title: string): FakeBlock => ({
    id: pageId,
    type: 'child_page',
    value: { title },
    children: [],
  }),
};

const user = { object: 'user', id: '6b3a4e4c-0000-4000-8000-000000000001' };

/** A block object of the API (children are read with their own call). */
export function blockObject(fake: FakeBlock, parentPageId: string, editedAt: string) {
  return {
    object: 'block',
    id: fake.id,
    parent: { type: 'page_id', page_id: parentPageId },
    created_time: editedAt,
    last_edited_time: editedAt,
    created_by: user,
    last_edited_by: user,
    has_children: fake.children.length > 0,
    in_trash: false,
    archived: false,
    type: fake.type,
    [fake.type]: fake.value,
  };
}

export interface FakePage {
  id: string;
  title: string;
  parentPageId: string | null;
  lastEditedTime: string;
  blocks: FakeBlock[];
}

export function pageUrl(page: FakePage): string {
  const slug = page.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `https://www.notion.so/${slug}-${page.id.replaceAll('-', '')}`;
}

/** A page object of the API, its title in the `title` property as for workspace pages. */
export function pageObject(page: FakePage) {
  return {
    object: 'page',
    id: page.id,
    created_time: page.lastEditedTime,
    last_edited_time: page.lastEditedTime,
    created_by: user,
    last_edited_by: user,
    cover: null,
    icon: null,
    parent: page.parentPageId
      ? { type: 'page_id', page_id: page.parentPageId }
      : { type: 'workspace', workspace: true },
    in_trash: false,
    archived: false,
    is_archived: false,
    is_locked: false,
    properties: { title: { id: 'title', type: 'title', title: [text(page.title)] } },
    url: pageUrl(page),
    public_url: null,
  };
}
