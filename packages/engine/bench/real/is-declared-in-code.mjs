import { CODE_PATHS } from './code-paths.mjs';
import { gitIn } from './git-in.mjs';

/**
 * Perl patterns for a line that declares `name`: after a declaring keyword (Go methods included), as
 * a key, property, assignment or method body (`name(a) {`) starting a line, a Go struct field, or a Java/Kotlin method.
 */
function declarationPatterns(name) {
  return [
    `\\b(?:def|class|function|func|fn|type|interface|struct|enum|trait|const|let|var|val|static|object|mod)\\s+(?:\\([^)]*\\)\\s*)?\\*?${name}\\b`,
    `^\\s*(?:(?:public|private|protected|static|readonly|async|pub|export|final|abstract|override|get|set)\\s+)*(?:this\\.|self\\.)?['"]?${name}['"]?\\??\\s*(?:=|<|:(?!:)|\\([^)]*\\)\\s*(?::[^=;]+)?[{;]\\s*$)`,
    `^\\s+${name}\\s+[*\\[\\]\\w.]+`,
    `^\\s*(?!(?:return|await|throw|raise|yield|new|else|except|assert|print)\\b)(?:[\\w<>\\[\\],.?@]+\\s+)+${name}\\s*\\(`,
  ];
}

/** Whether the code at a commit declares `name` (not only uses it); cached per commit and name. */
export function isDeclaredInCode(dir, commit, name, cache) {
  const key = `declared:${commit}:${name}`;
  if (!cache.has(key)) {
    let found = true;
    try {
      const patterns = declarationPatterns(name.replace(/\$/g, '\\$')).flatMap((p) => ['-e', p]);
      gitIn(dir, 'grep', '-q', '-P', ...patterns, commit, '--', ...CODE_PATHS);
    } catch {
      found = false;
    }
    cache.set(key, found);
  }
  return cache.get(key);
}
