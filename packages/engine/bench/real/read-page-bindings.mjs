import { isProjectSource } from './read-project-roots.mjs';

const ID = '[A-Za-z_$][\\w$]*';
const PY_FROM = /^from\s+([\w.]+)\s+import\s+\(?([^)#]+)/;
const PY_IMPORT = new RegExp(`^import\\s+([\\w.]+)(?:\\s+as\\s+(${ID}))?`);
const JS_IMPORT = /^import\s+(?:type\s+)?(.+?)\s+from\s+['"]([^'"]+)['"]/;
const JS_REQUIRE =
  /^(?:const|let|var)\s+(.+?)\s*=\s*(?:await\s+)?(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/;
const GO_IMPORT = new RegExp(`^(?:import\\s+)?(?:(${ID}|\\.|_)\\s+)?"([^"]+)"\\s*$`);
const RUST_USE = /^(?:pub\s+)?use\s+([\w:]+?)(?:::\{([^}]*)\})?\s*;/;
const JAVA_IMPORT = /^import\s+(?:static\s+)?([\w.]+)\.(\w+|\*)\s*;?$/;
// Assignments, each read as { name, type, value }: `const x: T = v`, `x = v` / `x := v`, Java's
// `T x = v`, and `with ... as x`.
const ASSIGN = [
  [
    new RegExp(
      `^(?:export\\s+)?(?:const|let|var|val|auto)\\s+(?:mut\\s+)?(${ID})\\s*(?::\\s*([^=]+))?=\\s*(.+)$`,
    ),
    (m) => ({ name: m[1], type: m[2]?.trim(), value: m[3] }),
  ],
  [new RegExp(`^(${ID})\\s*(?::=|=(?!=))\\s*(.+)$`), (m) => ({ name: m[1], value: m[2] })],
  [
    new RegExp(`^([A-Z][\\w<>, ?.]*)\\s+(${ID})\\s*=\\s*(.+)$`),
    (m) => ({ name: m[2], type: m[1], value: m[3] }),
  ],
  [new RegExp(`\\bas\\s+(${ID})\\s*:?\\s*$`), (m) => ({ name: m[1], value: '' })],
];
// Functions the page defines itself: a call of one is not a call of the project's.
const DEFINES = new RegExp(`^(?:async\\s+)?(?:def|function|fn|func(?:\\s*\\([^)]*\\))?)\\s+(${ID})`);
const CLASS = new RegExp(`^class\\s+(${ID})\\s*(?:\\((.*)\\)|extends\\s+([\\w$.]+)|:\\s*([\\w$.]+))`);
const PARAMS = [
  new RegExp(`^(?:async\\s+)?def\\s+${ID}\\s*\\(([^)]*)`),
  new RegExp(`function\\s*${ID}?\\s*\\(([^)]*)`),
  /\(([^()]*)\)\s*=>/,
  /^for\s+(.+?)\s+in\b/,
];
const ROOT = new RegExp(`^(?:await\\s+|new\\s+|yield\\s+|&(?:mut\\s+)?|\\*)*(${ID})`);

/** A code line without its doctest prompt. */
export const codeOf = (text) => text.replace(/^\s*(?:>>>|\.\.\.)\s?/, '').trim();

function importedNames(list) {
  return list
    .split(',')
    .map((part) =>
      part
        .trim()
        .split(/\s+as\s+|\s*:\s*/)
        .pop(),
    )
    .map((n) =>
      n
        .replace(/^\*\s*as\s+/, '')
        .replace(/[{}]/g, '')
        .trim(),
    )
    .filter((n) => new RegExp(`^${ID}$`).test(n));
}

/** The names one import line binds, and whether it imports them from the project. */
function readImport(code, roots) {
  let m = PY_FROM.exec(code);
  if (m) return { project: isProjectSource(roots, m[1]), names: importedNames(m[2]) };
  m = PY_IMPORT.exec(code);
  if (m && !/\bfrom\b/.test(code))
    return { project: isProjectSource(roots, m[1]), names: [m[2] ?? m[1].split('.')[0]] };
  m = JS_IMPORT.exec(code) ?? JS_REQUIRE.exec(code);
  if (m) return { project: isProjectSource(roots, m[2]), names: importedNames(m[1].replace(/[{}]/g, ',')) };
  m = GO_IMPORT.exec(code);
  if (m)
    return {
      project: isProjectSource(roots, m[2]),
      names: [
        m[1] ??
          m[2]
            .replace(/\/v\d+$/, '')
            .split('/')
            .pop(),
      ],
    };
  m = RUST_USE.exec(code);
  if (m) {
    const names = m[2] ? importedNames(m[2]) : [m[1].split('::').pop()];
    return { project: isProjectSource(roots, m[1]) || roots.names.has(m[1].split('::')[0]), names };
  }
  m = JAVA_IMPORT.exec(code);
  if (m) return { project: isProjectSource(roots, `${m[1]}.${m[2]}`), names: [m[2]] };
  return undefined;
}

/**
 * What the names in a page's code stand for, read from the page alone: names imported from the
 * project (and the project's own module names) are tied to it; a name bound from a tied one
 * (`logger = winston.createLogger()`, `class Sample(Document)`) is tied too; a name imported from
 * elsewhere, or a parameter, is not. A name the page never binds (`Product` defined on another page)
 * is tied when the page imports the project at all, or when it is a class the project declares.
 */
export function readPageBindings(codeLines, roots) {
  const tied = new Set(roots.names);
  const fromProject = new Set();
  const bound = new Set();
  const derived = [];
  let importsProject = false;
  let previous = '';
  for (const text of codeLines) {
    const code = codeOf(text);
    const imported = readImport(code, roots);
    if (imported) {
      for (const name of imported.names) {
        (imported.project ? tied : bound).add(name);
        if (imported.project) fromProject.add(name);
      }
      importsProject ||= imported.project;
      continue;
    }
    for (const pattern of PARAMS) {
      const m = pattern.exec(code);
      if (m)
        for (const p of m[1].split(','))
          bound.add(
            p
              .trim()
              .split(/[\s:=]/)[0]
              .replace(/^\*+/, ''),
          );
    }
    const cls = CLASS.exec(code);
    if (cls)
      derived.push({
        name: cls[1],
        from: (cls[2] ?? cls[3] ?? cls[4] ?? '').split(',').map((b) => b.trim()),
      });
    const defined = DEFINES.exec(code);
    if (defined) bound.add(defined[1]);
    // A function the project's decorator wraps (`@retry` then `def f`) is the project's object.
    if (defined && previous.startsWith('@')) derived.push({ name: defined[1], from: [previous.slice(1)] });
    previous = code;
    for (const [pattern, read] of ASSIGN) {
      const m = pattern.exec(code);
      if (!m) continue;
      const { name, type, value } = read(m);
      derived.push({ name, from: [value], type });
      break;
    }
  }
  for (const d of derived) bound.add(d.name);
  // A class the project declares, named on the page and not rebound there, is the project's too.
  const isTied = (root, free = true) =>
    tied.has(root) || (!bound.has(root) && ((free && importsProject) || roots.types.has(root)));
  for (let changed = true; changed; ) {
    changed = false;
    for (const d of derived) {
      if (tied.has(d.name)) continue;
      const roots0 = d.from.map((f) => ROOT.exec(f.trim())?.[1]).filter(Boolean);
      if (roots0.some((r) => isTied(r)) || (d.type && isTied(ROOT.exec(d.type)?.[1] ?? ''))) {
        tied.add(d.name);
        changed = true;
      }
    }
  }
  // The type a variable is declared with (`Request original = ...`, `const c: Client = ...`).
  const declared = new Map(derived.filter((d) => d.type).map((d) => [d.name, ROOT.exec(d.type)?.[1]]));
  return { tied, bound, imported: fromProject, importsProject, isTied, derived, declared };
}
