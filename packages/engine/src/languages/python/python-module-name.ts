/**
 * Dotted module name from a file path: `pkg/sub/mod.py` -> `pkg.sub.mod`, `pkg/__init__.py` -> `pkg`.
 * A leading `src/` (the src layout) is not part of the import path.
 */
export function pythonModuleName(path: string): string | undefined {
  const parts = path.replace(/\.pyi?$/, '').split('/');
  if (parts[0] === 'src' && parts.length > 1) parts.shift();
  if (parts.at(-1) === '__init__') parts.pop();
  if (parts.length === 0 || parts.some((part) => !/^[A-Za-z_]\w*$/.test(part))) return undefined;
  return parts.join('.');
}
