import type { ParameterFact } from '../../facts/types.js';

interface JsDocParam {
  path: string[];
  optional: boolean;
  defaultValue?: string;
}

const PARAM_TAG =
  /@(?:param|arg|argument)\s+(?:\{(?:[^{}]|\{[^{}]*\})*\}\s*)?(\[)?\s*([\w$.]+)(?:\s*=\s*([^\]\s]+))?/g;

function parseJsDoc(comment: string): JsDocParam[] {
  const out: JsDocParam[] = [];
  for (const m of comment.matchAll(PARAM_TAG)) {
    if (m[2]) out.push({ path: m[2].split('.'), optional: m[1] === '[', defaultValue: m[3] });
  }
  return out;
}

/**
 * Adds what a JSDoc block says to the parameters: `@param {Object} [options.timeout=30]` becomes
 * an option key of `options` (matched by name, else by the position of `@param options`).
 */
export function applyJsDoc(params: ParameterFact[], comment: string): void {
  const tags = parseJsDoc(comment);
  const topLevel = tags.filter((t) => t.path.length === 1).map((t) => t.path[0]);
  for (const tag of tags) {
    const [root, key] = tag.path;
    if (!root) continue;
    const position = topLevel.indexOf(root);
    const param = params.find((p) => p.name === root) ?? (position >= 0 ? params[position] : undefined);
    if (!param) continue;
    if (!key) {
      if (tag.optional) param.optional = true;
      param.defaultValue ??= tag.defaultValue;
      continue;
    }
    if (tag.path.length > 2) continue;
    param.keys ??= [];
    if (!param.keys.some((k) => k.name === key)) {
      param.keys.push({
        name: key,
        kind: 'positional',
        optional: tag.optional,
        defaultValue: tag.defaultValue,
      });
    }
  }
}

/** Finds the `/** ... *\/` block that documents a declaration starting at `start`. */
export function createJsDocLookup(
  source: string,
  comments: Array<{ type: string; value: string; start: number; end: number }>,
) {
  const blocks = comments.filter((c) => c.type === 'Block' && c.value.startsWith('*'));
  return (start: number): string | undefined => {
    let lo = 0;
    let hi = blocks.length - 1;
    let found: (typeof blocks)[number] | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const block = blocks[mid];
      if (!block) break;
      if (block.end <= start) {
        found = block;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (!found || start - found.end > 200) return undefined;
    const between = source.slice(found.end, start);
    return /^\s*(export\s+)?(default\s+)?(async\s+)?((function|const|let|var|static|public)\s+)?[\w$\s=]*$/.test(
      between,
    )
      ? found.value
      : undefined;
  };
}
