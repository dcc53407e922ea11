const voidElements = new Set(['br', 'hr', 'img', 'col', 'input', 'meta', 'link', 'wbr', 'area', 'source']);

/**
 * How deep the storage's tags nest, counted in one linear pass without parsing. The HTML parser
 * closes a tag by searching its stack of open tags, so a body nested tens of thousands deep costs
 * it quadratic time; such a body is refused before it reaches the parser.
 */
export function storageNestingDepth(storage: string): number {
  let depth = 0;
  let deepest = 0;
  for (const match of storage.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^<>]*?(\/?)>/g)) {
    const [, closing, name = '', selfClosing] = match;
    if (selfClosing || voidElements.has(name.toLowerCase())) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}
