/** `setattr(Registry, "register", fn)`: a member named by a string, added when the code runs. */
const SETATTR = /\bsetattr\(\s*[\w.]+\s*,\s*["']([A-Za-z_]\w*)["']/g;
/** `Registry.register = _register` outside the class body: a member assigned to a class. */
const CLASS_ATTRIBUTE = /^[ \t]*[A-Z]\w*\.([A-Za-z_]\w*)[ \t]*=(?!=)/gm;

/**
 * Members a Python module adds to classes at run time, which their class bodies do not declare:
 * docs naming one describe the API as it runs.
 */
export function pythonAddedMembers(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(SETATTR)) if (m[1]) names.add(m[1]);
  for (const m of text.matchAll(CLASS_ATTRIBUTE)) if (m[1]) names.add(m[1]);
  return [...names];
}
