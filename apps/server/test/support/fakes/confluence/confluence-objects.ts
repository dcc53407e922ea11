/** A page the fake holds, in the terms of Confluence's v2 page object. */
export interface FakeConfluencePage {
  id: string;
  title: string;
  spaceId: string;
  parentId: string | null;
  /** current, archived or trashed (a trashed page is left out of list answers, as Confluence does). */
  status: 'current' | 'archived' | 'trashed';
  /** The body in storage format (XHTML with ac:/ri: macros). */
  storage: string;
  version: { number: number; createdAt: string };
}

export interface FakeConfluenceSpace {
  id: string;
  key: string;
  name: string;
}

function slug(title: string): string {
  return encodeURIComponent(title.replace(/\s+/g, '+')).replace(/%2B/g, '+');
}

/** The page as GET /wiki/api/v2/pages answers it; `body` only when a body format was asked for. */
export function pageObject(
  page: FakeConfluencePage,
  spaces: Map<string, FakeConfluenceSpace>,
  body: boolean,
) {
  const space = spaces.get(page.spaceId);
  return {
    id: page.id,
    status: page.status,
    title: page.title,
    spaceId: page.spaceId,
    parentId: page.parentId,
    parentType: page.parentId ? 'page' : null,
    position: Number(page.id) % 1000,
    authorId: '5b10ac8d82e05b22cc7d4ef5',
    ownerId: '5b10ac8d82e05b22cc7d4ef5',
    lastOwnerId: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    version: {
      createdAt: page.version.createdAt,
      message: '',
      number: page.version.number,
      minorEdit: false,
      authorId: '5b10ac8d82e05b22cc7d4ef5',
    },
    body: body ? { storage: { representation: 'storage', value: page.storage } } : {},
    _links: {
      webui: `/spaces/${space?.key ?? 'UNKNOWN'}/pages/${page.id}/${slug(page.title)}`,
      editui: `/pages/resumedraft.action?draftId=${page.id}`,
      tinyui: `/x/${Buffer.from(page.id).toString('base64url')}`,
    },
  };
}

export function spaceObject(space: FakeConfluenceSpace) {
  return {
    id: space.id,
    key: space.key,
    name: space.name,
    type: 'global',
    status: 'current',
    authorId: '5b10ac8d82e05b22cc7d4ef5',
    createdAt: '2026-01-05T09:00:00.000Z',
    homepageId: null,
    description: null,
    icon: null,
    _links: { webui: `/spaces/${space.key}` },
  };
}

/** Storage-format snippets for building pages in tests. */
export const storage = {
  heading: (level: number, text: string) => `<h${level}>${text}</h${level}>`,
  paragraph: (html: string) => `<p>${html}</p>`,
  code: (language: string, code: string) =>
    `<ac:structured-macro ac:name="code" ac:schema-version="1" ac:macro-id="${language}-1"><ac:parameter ac:name="language">${language}</ac:parameter><ac:plain-text-body><![CDATA[${code}]]></ac:plain-text-body></ac:structured-macro>`,
  panel: (name: string, html: string) =>
    `<ac:structured-macro ac:name="${name}" ac:schema-version="1"><ac:rich-text-body>${html}</ac:rich-text-body></ac:structured-macro>`,
};
