import { type ChildNode, type Element, isCDATA, isTag, isText } from 'domhandler';

/** The element's children that are elements, in order. */
export function childElements(element: Element): Element[] {
  return element.children.filter(isTag);
}

/** The first child element with this tag name (storage tags keep their ac:/ri: prefix). */
export function childNamed(element: Element, name: string): Element | undefined {
  return childElements(element).find((child) => child.name === name);
}

/** A macro's `<ac:parameter ac:name="...">` value, or undefined. */
export function macroParameter(macro: Element, name: string): string | undefined {
  const parameter = childElements(macro).find(
    (child) => child.name === 'ac:parameter' && child.attribs['ac:name'] === name,
  );
  return parameter ? textOf(parameter).trim() : undefined;
}

/** Every text (and CDATA) inside a node, as written: whitespace kept, for code. */
export function textOf(node: ChildNode, depth = 0): string {
  if (isText(node)) return node.data;
  // Deeper than any real page: hostile nesting is cut off rather than walked.
  if (depth > maxDepth) return '';
  if (isCDATA(node) || isTag(node)) return node.children.map((child) => textOf(child, depth + 1)).join('');
  return '';
}

/** Storage nesting deeper than this is not followed (real pages stay far below it). */
export const maxDepth = 64;
