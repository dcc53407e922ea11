import { findOwner } from './find-owner.mjs';

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

// A signature whose parameters go on over the next lines (`def connect(\n    host,\n    port=80,\n)`):
// each parameter line names one parameter a caller passes by name. Only Python passes arguments by
// name; JS/TS options, Go and Rust fields and members are declared one a line already.
const OPENS_SIGNATURE = /^\s*(?:async\s+)?def\s+[A-Za-z_]\w*\s*\((?<rest>.*)$/;
function depthChange(text) {
  return (text.match(/[([{]/g) ?? []).length - (text.match(/[)\]}]/g) ?? []).length;
}

/** Parameters of a Python signature written one (or more) a line, each with its own line. */
function pythonSignatureLines(lines, start, site, into) {
  let depth = depthChange(OPENS_SIGNATURE.exec(lines[start]).groups.rest) + 1;
  for (let i = start + 1; i < lines.length && depth > 0; i++) {
    // Only lines at the signature's own depth name parameters (not a default's nested dict); the
    // last one stops at the closing parenthesis.
    if (depth === 1) {
      for (const name of pythonParameters(lines[i].split(')')[0].split('#')[0]))
        add(into.parameters, name, { ...site, line: i + 1 });
    }
    depth += depthChange(lines[i]);
  }
}

/**
 * What a declaration belongs to: the class, type or struct it is declared in (`owner`), and for a
 * parameter the callable a caller passes it to (`callable`; a Python `__init__`'s is its class).
 * A doc line refers to the declaration only through these (choose-plants.mjs).
 */
function declaredIn(language, lines, i) {
  const owner = findOwner(language, lines, i);
  if (language !== 'python') return { owner };
  const def = /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/.exec(lines[i]);
  const callable = def?.[1] === '__init__' ? owner : def?.[1];
  return { owner, ...(callable ? { callable } : {}) };
}

/** Functions and named parameters declared in one code file, by name, with where each belongs. */
export function findDeclarations(language, file, text, into) {
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (language === 'python') {
      const open = OPENS_SIGNATURE.exec(line);
      if (open && depthChange(open.groups.rest) >= 0 && !/\)\s*(?:->.*)?:\s*(?:#.*)?$/.test(line))
        pythonSignatureLines(lines, i, { file, ...declaredIn(language, lines, i) }, into);
    }
    // What a line belongs to is read back only for the lines that declare something.
    let where;
    const at = () => (where ??= { file, line: i + 1, ...declaredIn(language, lines, i) });
    for (const pattern of FUNCTION[language]) {
      const m = pattern.exec(line);
      if (m) add(into.functions, m[1], at());
    }
    for (const pattern of PARAMETER[language]) {
      const m = pattern.exec(line);
      if (!m) continue;
      const names = language === 'python' ? pythonParameters(m[1]) : [m[1]];
      for (const name of names) add(into.parameters, name, at());
    }
  });
}
