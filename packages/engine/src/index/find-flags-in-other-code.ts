import { isNonApiCode } from '../discover/classify-path.js';
import { createLazyFileNames } from './lazy-file-names.js';

const FLAG_LITERAL = /["'`](--[A-Za-z][\w-]*)/g;

/**
 * Long flags quoted in the code outside the API surface, tests included (`parser.addoption("--print-tree-diff")`
 * in a conftest, `run(["--fast"])` in a test), read only when a rule asks: such a flag exists, even
 * though the CLI parsers the engine reads do not declare it.
 */
export function createFlagsInOtherCode(root: string, allFiles: Set<string>): (flag: string) => boolean {
  return createLazyFileNames(root, allFiles, {
    include: isNonApiCode,
    maxFiles: 3000,
    collect: (text, add) => {
      for (const m of text.matchAll(FLAG_LITERAL)) if (m[1]) add(m[1]);
    },
  });
}
