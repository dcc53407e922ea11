import path from 'node:path';
import { isHistoryDoc } from '../discover/classify-path.js';
import type { DocFile } from '../model/doc.js';
import { SNIPPET_DIR, type Snippet } from './snippet.js';

/** `reply.send()`, `Client.create`: a receiver and one member, nothing else in the span. */
const MEMBER_SPAN = /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)(?:\(.*\))?;?$/;

/** What the package exports, by kind: `Reply` names a type, `createClient` a value. */
export interface ProjectExports {
  types: Set<string>;
  values: Set<string>;
  /** Classes: `Store.get` in prose usually means the instance's `get` (`Store#get`). */
  classes: Set<string>;
}

/**
 * The receiver's type, when the project's exports leave no doubt: an exported value by that very
 * name (`Client.create`), or the one exported type the lower-cased name stands for (a page
 * documenting the `Reply` type writes `reply.send()`).
 */
function receiverType(receiver: string, exports: ProjectExports): string | undefined {
  if (exports.classes.has(receiver)) return receiver;
  if (exports.values.has(receiver)) return undefined;
  const matches = [...exports.types].filter((t) => t.toLowerCase() === receiver.toLowerCase());
  return matches.length === 1 && receiver !== matches[0] ? matches[0] : undefined;
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
    const header: string[] = [`import * as __project from ${spec};`];
    const body: string[] = [];
    const mapped: Snippet['lines'] = [];
    const seen = new Set<string>();
    for (const span of doc.spans) {
      const claim = span.value.trim();
      const match = MEMBER_SPAN.exec(claim);
      if (!match) continue;
      const [, receiver = '', member = ''] = match;
      const type = receiverType(receiver, exports);
      const isValue = !type && exports.values.has(receiver);
      const variable = variableFor(receiver, exports);
      const key = `${receiver}.${member}@${span.line}`;
      if ((!type && !isValue) || seen.has(key)) continue;
      seen.add(key);
      const declaration = `declare const ${variable}: import(${spec}).${type};`;
      if (type && !header.includes(declaration)) header.push(declaration);
      body.push(isValue ? `__project.${receiver}.${member};` : `${variable}.${member};`);
      mapped.push({ docLine: span.line, claim });
    }
    if (body.length === 0) continue;
    out.push({
      file: path.join(root, SNIPPET_DIR, `refs-${out.length}.ts`),
      text: `${[...header, ...body].join('\n')}\nexport {};\n`,
      docPath: doc.path,
      lines: [...header.map(() => undefined), ...mapped],
      placeholders: [],
      origin: 'reference',
    });
  }
  return out;
}
