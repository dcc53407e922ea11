// Declarations found by plain patterns, on purpose not by the engine's own readers: the planted
// changes must not be chosen by the code under test.
const FUNCTION = {
  python: [/^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(/],
  javascript: [
    /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)\s*[<(]/,
    /^\s*(?:public\s+|static\s+|async\s+)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::\s*[^{]+)?\{\s*$/,
    /^\s*(?:\w+\.)*(?:prototype\.)?([A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?function\b/,
    /^\s*export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?\(/,
  ],
  go: [/^func\s+(?:\([^)]*\)\s*)?([A-Z]\w*)\s*[[(]/],
  rust: [/^\s*pub(?:\([^)]*\))?\s+(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+([a-z_]\w*)/],
  java: [
    /^\s*(?:public|protected)\s+(?:static\s+|final\s+|synchronized\s+|abstract\s+|default\s+)*(?:<[^>]+>\s+)?[\w.<>[\], ?]+\s+([a-z]\w*)\s*\(/,
  ],
};
// Keyword parameters and option keys: what a caller writes by name.
const PARAMETER = {
  python: [/^\s*(?:async\s+)?def\s+[A-Za-z_]\w*\s*\(([^)]*)\)?/],
  javascript: [/^\s*(?:readonly\s+)?([a-z][\w$]*)\?\s*:/],
  go: [/^\s+([A-Z]\w*)\s+[*[\]\w.]+(?:\s+`[^`]*`)?\s*(?:\/\/.*)?$/],
  rust: [/^\s*pub\s+([a-z_]\w*)\s*:/],
  java: [],
};

function add(map, name, where) {
  const list = map.get(name) ?? [];
  list.push(where);
  map.set(name, list);
}

function pythonParameters(list) {
  return list
    .split(',')
    .map(
      (p) =>
        p
          .trim()
          .replace(/^\*+/, '')
          .split(/[:=\s]/)[0],
    )
    .filter((p) => /^[a-z_]\w*$/.test(p) && p !== 'self' && p !== 'cls');
}

/** Functions and named parameters declared in one code file, by name. */
export function findDeclarations(language, file, text, into) {
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const where = { file, line: i + 1 };
    for (const pattern of FUNCTION[language]) {
      const m = pattern.exec(line);
      if (m) add(into.functions, m[1], where);
    }
    for (const pattern of PARAMETER[language]) {
      const m = pattern.exec(line);
      if (!m) continue;
      const names = language === 'python' ? pythonParameters(m[1]) : [m[1]];
      for (const name of names) add(into.parameters, name, where);
    }
  });
}
