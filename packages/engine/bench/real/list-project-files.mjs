import { gitIn } from './git-in.mjs';

const CODE = {
  python: /\.pyi?$/,
  javascript: /\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/,
  go: /\.go$/,
  rust: /\.rs$/,
  java: /\.(?:java|kt)$/,
};
const DOC = /\.(?:md|mdx|markdown|rst|adoc|asciidoc)$/i;
// Bundles and vendored copies are not where a project's API is written.
const GENERATED = /(?:^|\/)(?:dist|build|vendor|node_modules)\/|\.min\.js$/;

/**
 * The checkout's tracked code files by language, its doc files of every format the engine reads,
 * and all its tracked files (manifests name the packages docs import).
 */
export function listProjectFiles(dir) {
  const files = gitIn(dir, 'ls-files', '-z').split('\0').filter(Boolean);
  const code = {};
  for (const [language, pattern] of Object.entries(CODE)) {
    code[language] = files.filter((f) => pattern.test(f) && !GENERATED.test(f));
  }
  return { code, docs: files.filter((f) => DOC.test(f)), all: files };
}
