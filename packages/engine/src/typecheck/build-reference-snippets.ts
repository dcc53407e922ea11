import path from 'node:path';
import { isHistoryDoc } from '../discover/classify-path.js';
import type { DocFile } from '../model/doc.js';
import { SNIPPET_DIR, type Snippet } from './snippet.js';

/** `reply.send()`, `Store.get`: a receiver and one member, nothing else in the span. */
const MEMBER_SPAN = /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)(?:\(.*\))?;?$/;

/** The types the package exports (`Reply`), and which of them are classes. */
export interface ProjectExports {
  types: Set<string>;
  /** Classes: `Store.get` in prose usually means the instance's `get` (`Store#get`). */
  classes: Set<string>;
}

/**
 * The receiver's type, when the page leaves no doubt: an exported class by that very name
 * (`Store.get`), or the exported type the page's title names when the receiver is its last word
 * (a page titled `SnapshotAgent` writes `agent.saveSnapshots()`). A lower-case name alone says
 * little: `request.body` on a page about another type is some request, not the `request` export.
 */
function receiverType(
  receiver: string,
  subject: string | undefined,
  exports: ProjectExports,
): string | undefined {
  if (exports.classes.has(receiver)) return receiver;
  if (!subject || receiver === subject) return undefined;
  return subject.toLowerCase().endsWith(receiver.toLowerCase()) ? subject : undefined;
}

/** The exported type the page's first heading names (`# Reply`, `# class: SnapshotAgent`), if any. */
function pageSubject(doc: DocFile, exports: ProjectExports): string | undefined {
  const title = doc.headings[0]?.text ?? '';
  const words = title.match(/[A-Za-z_$][\w$]*/g) ?? [];
  const named = words.filter((w) => exports.types.has(w));
  return named.length === 1 ? named[0] : undefined;
}

/** The variable a reference reads: the receiver itself, or an instance standing for a class's name. */
function variableFor(receiver: string, exports: ProjectExports): string {
  return exports.classes.has(receiver) ? `__instanceOf${receiver}` : receiver;
}

/**
 * Inline code spans naming a member of a project type, one virtual file per page: each receiver is
 * declared once with its type, then each reference is a statement of its own line.
 */
export function buildReferenceSnippets(
  root: string,
  packageName: string,
  docs: DocFile[],
  exports: ProjectExports,
): Snippet[] {
  const out: Snippet[] = [];
  const spec = JSON.stringify(packageName);
  for (const doc of docs) {
    if (isHistoryDoc(doc.path)) continue;
    const header: string[] = [];
    const body: string[] = [];
    const mapped: Snippet['lines'] = [];
    const seen = new Set<string>();
    const subject = pageSubject(doc, exports);
    for (const span of doc.spans) {
      const claim = span.value.trim();
      const match = MEMBER_SPAN.exec(claim);
      if (!match) continue;
      const [, receiver = '', member = ''] = match;
      const type = receiverType(receiver, subject, exports);
      const variable = variableFor(receiver, exports);
      const key = `${receiver}.${member}@${span.line}`;
      if (!type || seen.has(key)) continue;
      seen.add(key);
      const declaration = `declare const ${variable}: import(${spec}).${type};`;
      if (!header.includes(declaration)) header.push(declaration);
      body.push(`${variable}.${member};`);
      mapped.push({ docLine: span.line, claim });
    }
    if (body.length === 0) continue;
    out.push({
      file: path.join(root, SNIPPET_DIR, `refs-${out.length}.ts`),
      text: `${[...header, ...body].join('\n')}\nexport {};\n`,
      docPath: doc.path,
      lines: [...header.map(() => undefined), ...mapped],
      ownStart: 0,
      placeholders: [],
      origin: 'reference',
    });
  }
  return out;
}
