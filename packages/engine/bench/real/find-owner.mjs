// The type a declaration sits in, read back from its line by plain patterns like the declarations
// themselves. Python: the nearest class less indented; Go: a method's receiver, a field's struct;
// Rust: the enclosing `impl` or struct; JS/TS and Java: the nearest class, interface or type before.
const OWNER = {
  python: /^(\s*)class\s+([A-Za-z_]\w*)/,
  javascript:
    /^\s*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:class|interface|type)\s+([A-Za-z_$][\w$]*)/,
  go: /^type\s+([A-Za-z_]\w*)\s+(?:struct|interface)\b/,
  rust: /^\s*(?:impl(?:<[^>]*>)?\s+(?:[\w:<>, ]+\s+for\s+)?([A-Za-z_]\w*)|pub(?:\([^)]*\))?\s+(?:struct|trait|enum)\s+([A-Za-z_]\w*))/,
  java: /^\s*(?:(?:public|protected|private|static|final|abstract|sealed|open|data)\s+)*(?:class|interface|enum|record|object)\s+([A-Za-z_]\w*)/,
};
const GO_RECEIVER = /^func\s+\(\s*\w*\s*\*?\s*([A-Za-z_]\w*)/;
const indentOf = (line) => line.length - line.trimStart().length;

/** The owner type's name of the declaration on line `i` (0-based), or undefined at top level. */
export function findOwner(language, lines, i) {
  if (language === 'go') {
    const receiver = GO_RECEIVER.exec(lines[i]);
    if (receiver || /^func\b/.test(lines[i])) return receiver?.[1];
  }
  const prototype = /^\s*(?:\w+\.)*?([A-Za-z_$][\w$]*)\.prototype\./.exec(lines[i]);
  if (prototype) return prototype[1];
  const indent = indentOf(lines[i]);
  // A declaration at the margin is a module's own (Python, JS, Rust free functions).
  if (indent === 0 && !(language === 'go' && !/^func\b/.test(lines[i]))) return undefined;
  for (let j = i - 1; j >= 0; j--) {
    const m = OWNER[language].exec(lines[j]);
    if (language === 'python') {
      if (lines[j].trim() !== '' && indentOf(lines[j]) === 0 && !m) return undefined;
      if (m && m[1].length < indent) return m[2];
      continue;
    }
    if (m) return m.slice(1).find(Boolean);
  }
  return undefined;
}
