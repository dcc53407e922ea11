import { isHistoryDoc } from '../../discover/classify-path.js';
import { docLocalNames } from '../../docs/collect-api-claims.js';
import { type ExampleLanguage, exampleLanguage } from '../../docs/example-language.js';
import type { ProjectIndex } from '../../index/project-index.js';
import { checkGoDeclarations, embeddingStructs } from '../../languages/go/check-go-declarations.js';
import { checkGoStructLiterals } from '../../languages/go/check-go-struct-literals.js';
import { rootGoPackage } from '../../languages/go/is-go-project-import.js';
import { checkCratePathCall, crateNames } from '../../languages/rust/check-rust-crate-paths.js';
import type { ExampleCall, ParsedExample } from '../../model/doc.js';
import { isPlaceholderName } from '../../util/is-placeholder-name.js';
import { closestName } from '../../util/similarity.js';
import type { DraftFinding, Rule } from '../rule.js';
import { collectDocBindings } from '../shared/collect-doc-bindings.js';
import { type BlockContext, isProjectSource, pageFacts, report } from '../shared/example-context.js';
import { hasCodeOfExampleLanguage } from '../shared/has-code-of-example-language.js';
import { signatureReceiverNames } from '../shared/infer-receiver-names.js';
import { exportedTopLevelNames, symbolsNamed } from '../shared/resolve-api.js';
import { checkArgs, resolveChain } from '../shared/resolve-example-chain.js';
import { dropNamesServedAtRunTime } from '../shared/served-by-module-getattr.js';
import { checkConstruction } from './check-construction.js';
import { checkPackageMemberCall } from './check-package-member-call.js';
import { judgeCaseTwinCall } from './judge-case-twin-call.js';
import { judgeMisspeltCall } from './judge-misspelt-call.js';
import { judgeRemovedCall } from './judge-removed-call.js';
import { judgeRemovedImplementations } from './judge-removed-implementations.js';
import { resolveScopedType } from './resolve-scoped-type.js';

const TYPE_KINDS = new Set(['class', 'interface', 'type', 'enum']);

/** Names a block imports from the project; an import of a name the project does not export is reported. */
function checkImports(ctx: BlockContext, python: boolean): Set<string> {
  const { index, block } = ctx;
  const imported = new Set<string>();
  // A published package whose code we do not see (only `dist/`) cannot tell what it exports.
  const seesExports = exportedTopLevelNames(index).length > 0;
  for (const imp of block.example?.imports ?? []) {
    if (imp.kind !== 'named' || !isProjectSource(index, imp.source, python, ctx.doc.path)) continue;
    if (
      symbolsNamed(index, imp.name).length > 0 ||
      index.modules.has(imp.name) ||
      index.importedNames.has(imp.name) ||
      // CommonJS exports members it adds at run time (`Client.Pool = Pool; module.exports = Client`).
      (!python && index.assignedMembers.has(imp.name))
    ) {
      imported.add(imp.name);
      continue;
    }
    // `from fastmcp.contrib import my_module` shows where the reader's own module goes.
    if (!seesExports || isPlaceholderName(imp.name)) continue;
    const exported = exportedTopLevelNames(index);
    const near = closestName(imp.name, exported, 0.6);
    report(
      ctx,
      imp.line,
      imp.name,
      `Example imports ${imp.name}, which ${imp.source} does not export`,
      `The example imports ${imp.name} from ${imp.source}; no such export exists.`,
      'incorrect_example',
      {
        symbol: near ? symbolsNamed(index, near)[0] : undefined,
        suggestion: near ? `Import ${near} instead of ${imp.name}` : `Remove ${imp.name} from the import`,
        claim: block.text.split('\n')[imp.line] ?? imp.name,
      },
    );
  }
  return imported;
}

/** Languages whose examples qualify static members by their type: `Client::new()`, `Client.builder()`, `Client::make()`. */
const TYPE_QUALIFIED = new Set<ExampleLanguage>(['rust', 'java', 'kotlin', 'csharp', 'ruby', 'php']);

/** `Client::new()` in Rust, `Client.builder()` in Java: a head that is a project type calls its own members. */
function staticHead(index: ProjectIndex, head: string, language: ExampleLanguage): string | undefined {
  if (!TYPE_QUALIFIED.has(language)) return undefined;
  return index.membersByContainer.has(head) &&
    symbolsNamed(index, head).some((s) => TYPE_KINDS.has(s.kind) && !s.container)
    ? head
    : undefined;
}

/**
 * The names a Go or Python example gives the project's packages: its imports of them, and the root
 * package it uses without importing it.
 */
function projectPackages(ctx: BlockContext, example: ParsedExample, language: ExampleLanguage): Set<string> {
  const { index, block } = ctx;
  const python = language === 'python';
  // `import geokit as gk`, `import "example.com/forecast"`: `gk.midpoint()` must be in the package.
  const goPackages = new Set<string>();
  for (const imp of example.imports) {
    if (imp.kind !== 'namespace' || language === 'js') continue;
    if (
      python
        ? index.modules.has(imp.source) && isProjectSource(index, imp.source, true)
        : isProjectSource(index, imp.source, false)
    )
      goPackages.add(imp.name);
  }
  // Snippets often call the root package (`viper.SetConfigType()`, `httpx.Limits()`) without its import;
  // the page must show that the code we see implements it (some call on it resolves).
  const rootPackages = language === 'go' ? [rootGoPackage(index)] : python ? [...index.names.packages] : [];
  // A block that imports the name from elsewhere (`github.com/urfave/cli` on a v1 page of a v3
  // module) means another package.
  const importedNames = new Set(example.imports.filter((i) => i.kind === 'namespace').map((i) => i.name));
  for (const name of rootPackages) {
    if (
      name &&
      ctx.resolvedNamespaces.has(name) &&
      index.modules.has(name) &&
      !example.assigned.includes(name) &&
      !importedNames.has(name)
    )
      goPackages.add(name);
  }
  // `import "log"` next to `import ".../fiber/v3/log"`: the example does not compile, and which
  // package `log.Println()` means is anyone's guess.
  const importedAs = new Map<string, number>();
  for (const imp of example.imports)
    if (imp.kind === 'namespace') importedAs.set(imp.name, (importedAs.get(imp.name) ?? 0) + 1);
  for (const [name, count] of importedAs) if (count > 1) goPackages.delete(name);
  // `assert := assert.New(t)`: past that line `assert` is the bound object, whose methods take no t.
  // A method's receiver does too (`func (suite *ExampleSuite) TestX() { suite.Equal(a, b) }`).
  if (language === 'go') {
    for (const binding of example.bindings) goPackages.delete(binding.name);
    for (const m of block.text.matchAll(/\bfunc\s*\(\s*(\w+)\s+\*?[\w.]+\s*\)/g))
      if (m[1]) goPackages.delete(m[1]);
  }
  return goPackages;
}

/** `const pino = require('pino')` of the project itself: `pino.destination()` must exist. */
function jsNamespaces(ctx: BlockContext, example: ParsedExample): Set<string> {
  const { index } = ctx;
  const namespaces = new Set<string>();
  // Examples often use the package's own name without repeating the require, unless the page
  // binds that name to something else (`const fastify = require('fastify')()`).
  for (const p of index.names.packages) if (/^[a-z]\w*$/.test(p) && !ctx.assigned.has(p)) namespaces.add(p);
  for (const imp of example.imports) {
    if (imp.kind === 'named' || imp.source.startsWith('.')) continue;
    if (isProjectSource(index, imp.source, false, ctx.doc.path)) namespaces.add(imp.name);
  }
  // The code we see must implement this namespace: some call on it on this page resolves.
  for (const alias of namespaces) if (!ctx.resolvedNamespaces.has(alias)) namespaces.delete(alias);
  return namespaces;
}

/**
 * The type a member call starts from: the binding in scope at the call, the page's bindings, an
 * imported class, a project type named as the head, or the type the project gives that name.
 */
function startType(
  ctx: BlockContext,
  head: string,
  scoped: { type?: string; untyped?: boolean } | undefined,
  page: { docVars: Map<string, string>; imported: Set<string>; language: ExampleLanguage },
): string | undefined {
  // A parameter without a type (`(req, reply) => ...`) is of the type the project's own
  // signatures always give that name.
  const inferred = signatureReceiverNames(ctx.index).get(head);
  if (scoped) return scoped.untyped ? inferred : scoped.type;
  const importedClass =
    page.imported.has(head) && symbolsNamed(ctx.index, head).some((s) => s.kind === 'class')
      ? head
      : undefined;
  return page.docVars.get(head) ?? importedClass ?? staticHead(ctx.index, head, page.language) ?? inferred;
}

/** `create(x)`: a name the block imports must take its arguments; one imported from nowhere may be misspelt. */
function checkBareCall(
  ctx: BlockContext,
  call: ExampleCall,
  example: ParsedExample,
  imported: Set<string>,
): void {
  const head = call.chain[0] ?? '';
  if (!imported.has(head)) {
    // A bare call the block imports from nowhere is the project's name or a misspelling of one.
    if (!example.imports.some((i) => i.name === head) && !ctx.assigned.has(head))
      judgeMisspeltCall(ctx, call);
    return;
  }
  const overloads = symbolsNamed(ctx.index, head).filter((s) => s.params !== undefined || s.kind === 'class');
  if (overloads.length > 0) checkArgs(ctx, call, overloads);
}

function checkBlock(ctx: BlockContext, docVars: Map<string, string>): void {
  const { index, block } = ctx;
  const language = exampleLanguage(block.lang);
  const example = block.example;
  if (!example || !hasCodeOfExampleLanguage(index, language)) return;
  const python = language === 'python';
  const imported = checkImports(ctx, python);
  const goPackages = projectPackages(ctx, example, language);
  const namespaces = language === 'js' ? jsNamespaces(ctx, example) : new Set<string>();
  const crates = language === 'rust' ? crateNames(index) : new Set<string>();
  const embedding = language === 'go' ? embeddingStructs(ctx, goPackages) : undefined;
  const outsideHeads = new Set(
    example.imports.filter((i) => !isProjectSource(index, i.source, python, ctx.doc.path)).map((i) => i.name),
  );
  for (const call of example.calls) {
    const [head] = call.chain;
    if (!head || ctx.reported.has(head)) continue;
    // `Psr7\Utils::streamFor()`: a class of a namespace the project does not declare is another
    // library's, even when the project has a class of that name in its own namespace.
    if (call.namespace && !index.modules.has(call.namespace)) continue;
    if (checkCratePathCall(ctx, call, crates)) continue;
    if (call.isNew) checkConstruction(ctx, call, language);
    // `new \Acme\Client()`, `Acme::Client.new`: a construction, not a member call on Acme.
    if (call.isNew && call.chain.length > 1) continue;
    if (judgeCaseTwinCall(ctx, call, outsideHeads)) continue;
    if (call.chain.length === 1) {
      checkBareCall(ctx, call, example, imported);
      continue;
    }
    if (checkPackageMemberCall(ctx, call, { goPackages, imported, namespaces, python })) continue;
    // The binding in scope at the call wins over the page's (a nested `r *http.Request` shadows `r := chi.NewRouter()`).
    const scoped = resolveScopedType(
      index,
      call,
      { language, projectPackages: goPackages, embedding },
      docVars,
    );
    const start = startType(ctx, head, scoped, { docVars, imported, language });
    if (start) resolveChain(ctx, call, start);
    else if (!docVars.has(head) && (!scoped || scoped.untyped)) {
      if (scoped?.untyped) judgeMisspeltCall(ctx, call);
      if (!goPackages.has(head)) judgeRemovedCall(ctx, call, language);
    }
  }
  judgeRemovedImplementations(ctx);
  if (language === 'go') {
    checkGoStructLiterals(ctx, goPackages);
    checkGoDeclarations(ctx, goPackages);
  }
}

export const codeExamplesRule: Rule = {
  id: 'code-examples',
  subtypes: ['incorrect_example', 'outdated_example'],
  description:
    'Fenced code examples that import names the project does not export, call methods that do not exist, or pass arguments the signature does not accept.',
  run(index) {
    const out: DraftFinding[] = [];
    for (const doc of index.docs) {
      if (isHistoryDoc(doc.path) || doc.codeBlocks.length === 0) continue;
      const docVars = collectDocBindings(index, doc);
      const localNames = docLocalNames(doc);
      const page = pageFacts(index, doc);
      for (const block of doc.codeBlocks) {
        checkBlock({ index, doc, block, out, reported: new Set(), localNames, ...page }, docVars);
      }
    }
    return dropNamesServedAtRunTime(index, out);
  },
};
