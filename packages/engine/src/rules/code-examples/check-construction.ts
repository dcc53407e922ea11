import type { ExampleLanguage } from '../../docs/example-language.js';
import type { ExampleCall } from '../../model/doc.js';
import type { BlockContext } from '../shared/example-context.js';
import { symbolsNamed } from '../shared/resolve-api.js';
import { checkArgs } from '../shared/resolve-example-chain.js';

/**
 * Languages whose class has one constructor, so a construction's arguments can be compared with
 * its parameters: Ruby's `initialize` and PHP's `__construct`. C#, Java and Kotlin classes overload
 * constructors, and the facts keep only one of them.
 */
const ONE_CONSTRUCTOR = new Set<ExampleLanguage>(['ruby', 'php']);

/**
 * `Client.new(api_key: "k")`, `new Client(apiKey: 'k')`: the arguments against the constructor of
 * the one project class of that name. A class the page declares itself, a name several project
 * types share, or a class under another library's namespace is not judged.
 */
export function checkConstruction(ctx: BlockContext, call: ExampleCall, language: ExampleLanguage): void {
  const name = call.chain.at(-1);
  if (!ONE_CONSTRUCTOR.has(language) || !name || ctx.localNames.has(name)) return;
  // `new \GuzzleHttp\Client()`: a namespace the project does not declare names another library.
  const namespaces = call.chain.slice(0, -1);
  if (!namespaces.every((segment) => isProjectNamespace(ctx, segment))) return;
  // A Ruby class inside `module Acme` has Acme as its container.
  const classes = symbolsNamed(ctx.index, name).filter((s) => s.kind !== 'method' && s.kind !== 'property');
  const only = classes[0];
  if (classes.length !== 1 || only?.kind !== 'class' || !only.exported) return;
  checkArgs(ctx, call, [only]);
}

/** A PHP or C# namespace of the project's files, or a Ruby module (or class) the project declares. */
function isProjectNamespace(ctx: BlockContext, segment: string): boolean {
  return (
    ctx.index.modules.has(segment) ||
    symbolsNamed(ctx.index, segment).some((s) => s.kind === 'type' || s.kind === 'class')
  );
}
