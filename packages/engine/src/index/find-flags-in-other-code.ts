import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isNonApiCode } from '../discover/classify-path.js';

const FLAG_LITERAL = /["'`](--[A-Za-z][\w-]*)/g;
const MAX_FILES = 3000;
const MAX_BYTES = 512 * 1024;

/**
 * Long flags quoted in the code outside the API surface, tests included (`parser.addoption("--print-tree-diff")`
 * in a conftest, `run(["--fast"])` in a test), read only when a rule asks: such a flag exists, even
 * though the CLI parsers the engine reads do not declare it.
 */
export function createFlagsInOtherCode(root: string, allFiles: Set<string>): (flag: string) => boolean {
  let flags: Set<string> | undefined;
  return (flag: string) => {
    flags ??= collect(root, allFiles);
    return flags.has(flag);
  };
}

function collect(root: string, allFiles: Set<string>): Set<string> {
  const flags = new Set<string>();
  let count = 0;
  for (const file of allFiles) {
    if (!isNonApiCode(file) || ++count > MAX_FILES) continue;
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    if (text.length > MAX_BYTES) continue;
    for (const m of text.matchAll(FLAG_LITERAL)) if (m[1]) flags.add(m[1]);
  }
  return flags;
}
