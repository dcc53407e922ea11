import type { ParameterFact } from '../../facts/types.js';
import type { ExampleArg } from '../../model/doc.js';

/**
 * Ruby `key: value` arguments are keywords only when the method takes keywords (`key:` or
 * `**opts`); to a method without them they are one hash passed as the last positional argument
 * (`def create(attrs = {})`).
 */
export function foldRubyHashArgs(args: ExampleArg[], params: ParameterFact[]): ExampleArg[] {
  if (params.some((p) => p.kind === 'keyword_only' || p.kind === 'kwargs')) return args;
  const keywords = args.filter((a) => a.keyword !== undefined);
  if (keywords.length === 0) return args;
  const hash: ExampleArg = {
    text: keywords.map((k) => `${k.keyword}: ${k.text}`).join(', '),
    rest: false,
    kwargs: false,
  };
  return [...args.filter((a) => a.keyword === undefined), hash];
}
