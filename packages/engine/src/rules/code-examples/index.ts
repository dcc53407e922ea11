import { isHistoryDoc } from '../../discover/classify-path.js';
import { docLocalNames } from '../../docs/collect-api-claims.js';
import { type ExampleLanguage, exampleLanguage } from '../../docs/example-language.js';
import type { ProjectIndex } from '../../index/project-index.js';
import { checkGoDeclarations, embeddingStructs } from '../../languages/go/check-go-declarations.js';
import { checkGoStructLiterals } from '../../languages/go/check-go-struct-literals.js';
import { rootGoPackage } from '../../languages/go/is-go-project-import.js';
import { checkCratePathCall, crateNames } from '../../languages/rust/check-rust-crate-paths.js';
import type { ExampleCall, ParsedExample } from '../../model/doc.js';
import { closestName } from '../../util/similarity.js';
import type { DraftFinding, Rule } from '../rule.js';
import { collectDocBindings } from '../shared/collect-doc-bindings.js';
import { type BlockContext, isProjectSource, pageFacts, report } from '../shared/example-context.js';
import { signatureReceiverNames } from '../shared/infer-receiver-names.js';
import { exportedTopLevelNames, symbolsNamed } from '../shared/resolve-api.js';
import { checkArgs, resolveChain } from '../shared/resolve-example-chain.js';
import { dropNamesServedAtRunTime } from '../shared/served-by-module-getattr.js';
import { checkConstruction } from './check-construction.js';
import { checkNamespaceCall } from './check-namespace-call.js';
import { checkPackageMemberCall } from './check-package-member-call.js';
import { judgeMisspeltCall } from './judge-misspelt-call.js';
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
    if (!seesExports) continue;
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

/** A call on a receiver: its type from the binding in scope, the page, an import or the project's signatures. */
function checkReceiverCall(
  ctx: BlockContext,
  call: ExampleCall,
  scope: {
    language: ExampleLanguage;
    goPackages: Set<string>;
    embedding: Map<string, string> | undefined;
    imported: Set<string>;
  },
  docVars: Map<string, string>,
): void {
  const { index } = ctx;
  const { language, goPackages, embedding, imported } = scope;
  const head = call.chain[0] ?? '';
  // The binding in scope at the call wins over the page's (a nested `r *http.Request` shadows `r := chi.NewRouter()`).
  const scoped = resolveScopedType(
    index,
    call,
    { language, projectPackages: goPackages, embedding },
    docVars,
  );
  // A parameter without a type (`(req, reply) => ...`) is of the type the project's own
  // signatures always give that name.
  const inferred = signatureReceiverNames(index).get(head);
  const start = scoped
    ? scoped.untyped
      ? inferred
      : scoped.type
    : (docVars.get(head) ??
      (imported.has(head) && symbolsNamed(index, head).some((s) => s.kind === 'class') ? head : undefined) ??
      staticHead(index, head, language) ??
      inferred);
  if (start) resolveChain(ctx, call, start);
  else if (scoped?.untyped && !docVars.has(head)) judgeMisspeltCall(ctx, call);
}

function checkBlock(ctx: BlockContext, docVars: Map<string, string>): void {
  const { index, block } = ctx;
  const language = exampleLanguage(block.lang);
  const example = block.example;
  if (!example || language === 'shell' || language === 'other') return;
  const python = language === 'python';
  const imported = checkImports(ctx, python);
  const goPackages = projectPackages(ctx, example, language);
  const namespaces = language === 'js' ? jsNamespaces(ctx, example) : new Set<string>();
  const crates = language === 'rust' ? crateNames(index) : new Set<string>();
  const embedding = language === 'go' ? embeddingStructs(ctx, goPackages) : undefined;
  for (const call of example.calls) {
    const [head, second] = call.chain;
    if (!head || ctx.reported.has(head)) continue;
    if (checkCratePathCall(ctx, call, crates)) continue;
    if (call.isNew) checkConstruction(ctx, call, language);
    // `new \Acme\Client()`, `Acme::Client.new`: a construction, not a member call on Acme.
    if (call.isNew && call.chain.length > 1) continue;
    if (call.chain.length === 1) {
      if (!imported.has(head)) {
        // A bare call the block imports from nowhere is the project's name or a misspelling of one.
        if (!example.imports.some((i) => i.name === head) && !ctx.assigned.has(head))
          judgeMisspeltCall(ctx, call);
        continue;
      }
      const overloads = symbolsNamed(index, head).filter((s) => s.params !== undefined || s.kind === 'class');
      if (overloads.length > 0) checkArgs(ctx, call, overloads);
      continue;
    }
    if (
      (goPackages.has(head) || (python && imported.has(head) && index.modules.has(head))) &&
      call.chain.length === 2 &&
      second
    ) {
      checkPackageMemberCall(ctx, call, head, second);
      continue;
    }
    if (namespaces.has(head) && call.chain.length === 2 && second) {
      checkNamespaceCall(ctx, call, head, second);
      continue;
    }
    checkReceiverCall(ctx, call, { language, goPackages, embedding, imported }, docVars);
  }
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
