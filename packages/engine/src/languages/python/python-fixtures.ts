import type { Node } from 'web-tree-sitter';
import type { FixtureFact } from '../../facts/types.js';
import { assignmentOf, type Declaration, decoratorName } from './python-declarations.js';

/** `pytest.fixture`, or `fixture` imported from pytest. */
const FIXTURE = /^(?:pytest\.)?fixture$/;
/** Generator-style fixtures yield the value a test receives: `Generator[T, None, None]`, `Iterator[T]`. */
const YIELDING =
  /^(?:[\w.]+\.)?(?:Generator|Iterator|Iterable|AsyncGenerator|AsyncIterator|AsyncIterable)\[(.*)\]$/s;

/**
 * The pytest fixtures a module declares, with the type a test receives under the fixture's name:
 * `@pytest.fixture def mocker() -> MockerFixture`, a yielding fixture's yielded type, and
 * `mocker = pytest.fixture()(_mocker)` (a plugin registering one function under several scopes).
 * `@pytest.fixture(name="x")` renames it. Fixtures without a return annotation are left out.
 */
export function pythonFixtures(path: string, statements: Declaration[]): FixtureFact[] {
  const returns = new Map<string, string>();
  for (const { node } of statements) {
    const type = node.type === 'function_definition' ? fixtureType(node) : undefined;
    const name = node.childForFieldName('name')?.text;
    if (type && name) returns.set(name, type);
  }
  const out: FixtureFact[] = [];
  for (const { node, decorators } of statements) {
    if (node.type === 'function_definition') {
      const decorator = decorators.find((d) => FIXTURE.test(decoratorName(d)));
      const type = returns.get(node.childForFieldName('name')?.text ?? '');
      const name =
        decorator && (renamedTo(decorator.namedChildren[0]) ?? node.childForFieldName('name')?.text);
      if (name && type) out.push({ name, type, location: { path, line: node.startPosition.row + 1 } });
      continue;
    }
    const registered = registeredFixture(node, returns);
    if (registered) out.push({ ...registered, location: { path, line: node.startPosition.row + 1 } });
  }
  return out;
}

/** `name = pytest.fixture(...)(fn)`: the fixture `name` receives what `fn` returns. */
function registeredFixture(
  statement: Node,
  returns: Map<string, string>,
): { name: string; type: string } | undefined {
  const assignment = assignmentOf(statement);
  const left = assignment?.childForFieldName('left');
  const call = assignment?.childForFieldName('right');
  if (left?.type !== 'identifier' || call?.type !== 'call') return undefined;
  const inner = call.childForFieldName('function');
  const fn = call.childForFieldName('arguments')?.namedChildren[0];
  if (inner?.type !== 'call' || fn?.type !== 'identifier') return undefined;
  if (!FIXTURE.test(inner.childForFieldName('function')?.text ?? '')) return undefined;
  const type = returns.get(fn.text);
  return type ? { name: renamedTo(inner) ?? left.text, type } : undefined;
}

/** `fixture(name="client")`: the name tests ask for. */
function renamedTo(expression: Node | null | undefined): string | undefined {
  if (expression?.type !== 'call') return undefined;
  for (const argument of expression.childForFieldName('arguments')?.namedChildren ?? []) {
    if (argument.type !== 'keyword_argument' || argument.childForFieldName('name')?.text !== 'name') continue;
    return /^["'](\w+)["']$/.exec(argument.childForFieldName('value')?.text ?? '')?.[1];
  }
  return undefined;
}

/** The return annotation as the test sees it: a generator's yielded type, quotes dropped. */
function fixtureType(definition: Node): string | undefined {
  const written = definition.childForFieldName('return_type')?.text.replace(/\s+/g, ' ').trim();
  if (!written) return undefined;
  const yielded = YIELDING.exec(written)?.[1];
  const type = (yielded ? firstArgument(yielded) : written).replace(/^["']|["']$/g, '');
  return /^[A-Za-z_][\w.]*$/.test(type) ? type : undefined;
}

/** `T, None, None` -> `T` (commas inside brackets kept). */
function firstArgument(list: string): string {
  let depth = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ',' && depth === 0) return list.slice(0, i).trim();
  }
  return list.trim();
}
