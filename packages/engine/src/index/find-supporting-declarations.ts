import { isSupportingCode } from '../discover/classify-path.js';
import { createLazyFileNames } from './lazy-file-names.js';

/** Declarations by keyword, in every language the engine reads. */
const KEYWORD_DECLARATION =
  /\b(?:func(?:\s*\([^)]*\))?|def|class|function\*?|interface|type|struct|enum|trait|module|fn|const|let|var)\s+([A-Za-z_$][\w$]*)/g;
/** Methods in class bodies (`  name(args) {`), Go interface methods, object-literal functions, `exports.x =`, `self.x =`. */
const MEMBER_DECLARATION =
  /^[ \t]+(?:(?:public|private|protected|static|async|get|set|override|readonly)\s+)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::[^{\n]*)?\{|^[ \t]+([A-Z]\w*)\s*\([^)]*\)[^{\n]*$|^[ \t]*([A-Za-z_$][\w$]*)\s*:\s*(?:async\s+)?function\b|\b(?:exports|self|this)\.([A-Za-z_$][\w$]*)\s*=[^=]/gm;

/**
 * Names declared by the project's supporting code (docs and example folders, benchmarks), read
 * only when a rule asks: a name declared there exists, so docs naming it are not wrong about it.
 */
export function createSupportingDeclarations(root: string, allFiles: Set<string>): (name: string) => boolean {
  return createLazyFileNames(root, allFiles, {
    include: isSupportingCode,
    maxFiles: 2000,
    collect: (text, add) => {
      for (const m of text.matchAll(KEYWORD_DECLARATION)) if (m[1]) add(m[1]);
      for (const m of text.matchAll(MEMBER_DECLARATION)) {
        const name = m[1] ?? m[2] ?? m[3] ?? m[4];
        if (name && !/^(if|for|while|switch|catch|return|function)$/.test(name)) add(name);
      }
    },
  });
}
