/**
 * A parameter or option key a diff line's code (after its `-`/`+`) names: a typed parameter or
 * field on its own line (`    aggregation_model: Type[BaseModel] = None,`, `  zlibOptions?: object;`)
 * or a key read from an options object (`options.renameDestDir`, `kwargs.pop("timeout_ms")`).
 */
const OWN_LINE_PARAMETER = /^\s+(?:readonly\s+)?([A-Za-z_$][\w$]*)\??\s*:\s*[\w$[("'|.]/;
const OPTION_READ =
  /\b(?:options|opts|config|settings|kwargs)(?:\.([A-Za-z_$][\w$]*)|\[\s*['"]([\w$]+)['"]|\.(?:get|pop)\(\s*['"]([\w$]+)['"])/g;
const NOT_KEYS = new Set(['get', 'pop', 'set', 'has', 'default', 'case', 'return', 'else', 'self', 'cls']);

export function readOptionNames(code: string): string[] {
  const names: string[] = [];
  const own = OWN_LINE_PARAMETER.exec(code)?.[1];
  if (own) names.push(own);
  for (const m of code.matchAll(OPTION_READ)) {
    const name = m[1] ?? m[2] ?? m[3];
    if (name) names.push(name);
  }
  return names.filter((n) => n.length >= 3 && !NOT_KEYS.has(n));
}
