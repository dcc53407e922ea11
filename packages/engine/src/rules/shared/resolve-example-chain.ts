// A call through a receiver of a known project type: the member must exist on the type (with what
// it inherits, embeds or implements), each builder step typed by its declared return type, and the
// arguments must fit some overload.
import { type ExampleLanguage, exampleLanguage } from '../../docs/example-language.js';
import type { SymbolFact } from '../../facts/types.js';
import { foldRubyHashArgs } from '../../languages/ruby/fold-ruby-hash-args.js';
import type { ExampleArg, ExampleCall } from '../../model/doc.js';
import { closestName } from '../../util/similarity.js';
import { optionKeyIssue } from './check-example-option-keys.js';
import { compareCall, type ParamIssue } from './compare-params.js';
import { type BlockContext, report } from './example-context.js';
import { isUniversalMember } from './is-universal-member.js';
import { keepsReceiverType } from './keeps-receiver-type.js';
import {
  callParams,
  declaredTypeOf,
  hasOpenMembers,
  isUntypedJs,
  membersOf,
  resolveContainer,
  symbolsNamed,
} from './resolve-api.js';
import { isForeignType } from './resolve-base-type.js';

/** `cobra.CompDebug(msg string, printToStdErr bool)`: a signature quoted as code, not a call. */
const SIGNATURE_ARGS = /^[^(]*\(\s*[A-Za-z_]\w*(?:\s+[*[\]\w.]+|\s*:\s*[\w.[\]]+)\s*[,)=]/;

const NAMED_ARGUMENTS = new Set<ExampleLanguage>(['kotlin', 'csharp', 'ruby', 'php']);

/**
 * Languages whose types gain methods from any library the reader imports: C# extension methods
 * (`builder.AddConsole()`, `WriteTo.Console()` from a sink package) and Kotlin extension functions
 * (`apply`, `collectAsState`, `toInt` from the standard library or Compose).
 */
const EXTENSION_LANGUAGES = new Set<ExampleLanguage>(['kotlin', 'csharp']);

export function checkArgs(ctx: BlockContext, call: ExampleCall, overloads: SymbolFact[]): void {
  const language = exampleLanguage(ctx.block.lang);
  // Kotlin, C#, Ruby and PHP name arguments as `key: value` or `key = value`: their grammars tell
  // such a call from a quoted signature (which does not parse, so the call is elided).
  if (call.elided || (!NAMED_ARGUMENTS.has(language) && SIGNATURE_ARGS.test(call.text))) return;
  let found: { symbol: SymbolFact; issue: ParamIssue } | undefined;
  const ruby = language === 'ruby';
  // `Value::from_any(&v, f)`: a Rust method called by its path takes its receiver first (a Ruby
  // `Acme::Client.new` is a class method).
  const pathCall =
    language === 'rust' &&
    call.chain.length === 2 &&
    call.text.startsWith(`${call.chain[0]}::${call.chain[1]}`);
  for (const candidate of overloads) {
    const params = callParams(ctx.index, candidate);
    if (!params) return;
    const passed = pathCall && candidate.container && !candidate.isStatic ? call.args.slice(1) : call.args;
    const args = ruby
      ? foldRubyHashArgs(passed, params)
      : language === 'go'
        ? spreadGoMultiValueCall(passed)
        : passed;
    const first =
      compareCall(args, params, isUntypedJs(candidate))[0] ??
      optionKeyIssue(ctx.index, call, params, candidate);
    if (!first) return;
    found ??= { symbol: candidate, issue: first };
  }
  if (!found) return;
  const { symbol, issue } = found;
  report(
    ctx,
    call.line,
    call.chain.join('.'),
    `Example call ${call.chain.join('.')}(): ${issue.message}`,
    `The example calls ${call.text.slice(0, 120)}; the code declares ${symbol.signature}.`,
    'incorrect_example',
    { symbol, suggestion: issue.suggestion, claim: call.text.slice(0, 200), rename: issue.rename },
  );
}

/** `pkg.F(`, `obj.Method[T](`: the start of a Go call expression. */
const GO_CALL_ARGUMENT = /^[A-Za-z_][\w.]*(?:\[[^\]]*\])?\(/;

/**
 * Go passes every result of `g()` in `f(g())` as f's arguments (`lo.Must(strconv.Atoi("1"))`
 * gives Must its val and err): a lone call argument stands for as many values as g returns.
 */
function spreadGoMultiValueCall(args: ExampleArg[]): ExampleArg[] {
  const only = args.length === 1 ? args[0] : undefined;
  return only && GO_CALL_ARGUMENT.test(only.text) ? [{ ...only, rest: true }] : args;
}

/** Follows `client.charges.create` from a bound variable or class through typed properties. */
export function resolveChain(ctx: BlockContext, call: ExampleCall, start: string): void {
  let container: string | undefined = start;
  for (const [i, segment] of call.chain.slice(1, -1).entries()) {
    const matches: SymbolFact[] = membersOf(ctx.index, container).filter((m) => m.name === segment);
    const member: SymbolFact | undefined = matches[0];
    if (call.calledAt?.includes(i + 1) && keepsReceiverType(segment, matches.length > 0)) continue;
    if (call.calledAt?.includes(i + 1)) {
      // `client.R().SetFileReader()`: the next member is looked up on what R returns; a call the
      // type lacks is reported as its own call, and overloads returning different types stop here.
      const callables = matches.filter((m) => m.kind === 'method' || m.kind === 'function');
      const types = new Set(callables.map((m): string | undefined => declaredTypeOf(ctx.index, m)));
      container = types.size === 1 ? [...types][0] : undefined;
      if (!container) return;
      continue;
    }
    // `client.dispatch.bind(...)`: past a method come the members of functions, not of its result.
    if (member && (member.kind === 'method' || member.kind === 'function')) return;
    // `logger.transports` declared `Transport[]`: a member typed as something outside the project is
    // not the project container its name resembles.
    if (member?.type && !declaredTypeOf(ctx.index, member)) return;
    container = declaredTypeOf(ctx.index, member) ?? resolveContainer(ctx.index, segment, new Map());
    if (!container || container.startsWith('module:')) return;
  }
  const name = call.chain[call.chain.length - 1] ?? '';
  const members = membersOf(ctx.index, container);
  const overloads = members.filter((m) => m.name === name);
  if (overloads.length > 0) {
    const callable = overloads.filter((m) => m.kind === 'method' || m.kind === 'function');
    if (callable.length === overloads.length) checkArgs(ctx, call, callable);
    return;
  }
  // A class extending another (`Command extends EventEmitter`) may have members we cannot see,
  // unless history shows the project removed this one.
  const removed = ctx.index.removedSymbols.get(name);
  // A method the page's own example declares (on a subclass it derives) is the reader's code.
  if (
    symbolsNamed(ctx.index, name).length > 0 ||
    isUniversalMember(name) ||
    ctx.localNames.has(name) ||
    // Added at run time (`setattr(Registry, "register", fn)`, `Client.prototype.x = ...`).
    (!removed && ctx.index.assignedMembers.has(name)) ||
    members.length === 0 ||
    (!removed && hasOpenMembers(ctx.index, container)) ||
    isForeignType(ctx.index, container)
  )
    return;
  const near =
    removed?.renamedTo ??
    closestName(
      name,
      members.map((m) => m.name),
      0.4,
    );
  // There a member the type lacks is drift only with evidence the project had it: history saw it
  // removed, or the type has a member spelt like it (a misspelling or a rename).
  if (!removed && !near && EXTENSION_LANGUAGES.has(exampleLanguage(ctx.block.lang))) return;
  report(
    ctx,
    call.line,
    name,
    `Example calls ${call.chain.join('.')}(), but ${container} has no ${name}`,
    `${container} has ${[...new Set(members.map((m) => m.name))].slice(0, 12).join(', ')}.`,
    'incorrect_example',
    {
      suggestion: near ? `Replace ${name} with ${near}` : `Remove the call to ${name}`,
      claim: call.text.slice(0, 200),
    },
  );
}
