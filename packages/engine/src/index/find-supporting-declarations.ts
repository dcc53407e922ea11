import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isSupportingCode } from '../discover/classify-path.js';

/** Declarations by keyword, in every language the engine reads. */
const KEYWORD_DECLARATION =
  /\b(?:func(?:\s*\([^)]*\))?|def|class|function\*?|interface|type|struct|enum|trait|module|fn|const|let|var)\s+([A-Za-z_$][\w$]*)/g;
/** Methods in class bodies (`  name(args) {`), Go interface methods, object-literal functions, `exports.x =`, `self.x =`. */
const MEMBER_DECLARATION =
  /^[ \t]+(?:(?:public|private|protected|static|async|get|set|override|readonly)\s+)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::[^{\n]*)?\{|^[ \t]+([A-Z]\w*)\s*\([^)]*\)[^{\n]*$|^[ \t]*([A-Za-z_$][\w$]*)\s*:\s*(?:async\s+)?function\b|\b(?:exports|self|this)\.([A-Za-z_$][\w$]*)\s*=[^=]/gm;
const MAX_FILES = 2000;
const MAX_BYTES = 512 * 1024;

/**
 * Names declared by the project's supporting code (docs and example folders, benchmarks), read
 * only when a rule asks: a name declared there exists, so docs naming it are not wrong about it.
 */
export function createSupportingDeclarations(root: string, allFiles: Set<string>): (name: string) => boolean {
  let names: Set<string> | undefined;
  return (name: string) => {
    names ??= collect(root, allFiles);
    return names.has(name);
  };
}

function collect(root: string, allFiles: Set<string>): Set<string> {
  const names = new Set<string>();
  let count = 0;
  for (const file of allFiles) {
    if (!isSupportingCode(file) || ++count > MAX_FILES) continue;
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    if (text.length > MAX_BYTES) continue;
    for (const m of text.matchAll(KEYWORD_DECLARATION)) if (m[1]) names.add(m[1]);
    for (const m of text.matchAll(MEMBER_DECLARATION)) {
      const name = m[1] ?? m[2] ?? m[3] ?? m[4];
      if (name && !/^(if|for|while|switch|catch|return|function)$/.test(name)) names.add(name);
    }
  }
  return names;
}
