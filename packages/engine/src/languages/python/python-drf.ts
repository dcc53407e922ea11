import type { RouteFact, RouterFact } from '../../facts/types.js';
import { type CalleeIndex, callsMatching } from '../tree-sitter/shared/group-calls.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { callArguments, pythonString } from './python-strings.js';

const DRF_ROUTER = /(^|\.)(DefaultRouter|SimpleRouter|ExtendedSimpleRouter|NestedSimpleRouter)$/;
/** A project's own router class (`NetBoxRouter(DefaultRouter)`): a DRF router once it registers a viewset. */
const ANY_ROUTER = /(^|\.)[A-Z]\w*Router$/;

/** `router.register('sites', SiteViewSet)`: a prefix and a viewset, the shape only DRF routers take. */
function registersViewSet(byCallee: CalleeIndex, id: string): boolean {
  return callsMatching(byCallee, (callee) => callee === `${id}.register`).some((call) => {
    const { positional } = callArguments(call);
    return pythonString(positional[0]) !== undefined && /ViewSet$/.test(positional[1]?.text ?? '');
  });
}

/**
 * Django REST framework routers: `router = DefaultRouter()` and `router.register(r"books", BookViewSet)`
 * serve `books/` and `books/{pk}/`. The methods depend on the viewset's actions, so they are `ALL`.
 */
export function drfRoutes(
  path: string,
  byCallee: CalleeIndex,
  importsDrf: boolean,
): { routers: RouterFact[]; routes: RouteFact[] } {
  const routers: RouterFact[] = [];
  const routes: RouteFact[] = [];
  const ids = new Set<string>();
  for (const call of callsMatching(byCallee, (callee) => ANY_ROUTER.test(callee))) {
    const assignment = call.parent;
    const left = assignment?.type === 'assignment' ? assignment.childForFieldName('left') : undefined;
    if (left?.type !== 'identifier') continue;
    const callee = call.childForFieldName('function')?.text ?? '';
    if (!(importsDrf && DRF_ROUTER.test(callee)) && !registersViewSet(byCallee, left.text)) continue;
    ids.add(left.text);
    routers.push({ id: left.text, isApp: false, exported: true, location: locate(path, call) });
  }
  for (const call of callsMatching(
    byCallee,
    (callee) => ids.has(callee.replace(/\.register$/, '')) && callee.endsWith('.register'),
  )) {
    const router = call.childForFieldName('function')?.childForFieldName('object')?.text;
    const { positional, keywords } = callArguments(call);
    const prefix = pythonString(positional[0] ?? keywords.get('prefix'));
    if (prefix === undefined || !router) continue;
    const base = prefix.replace(/^\^|\/?\$?$/g, '');
    for (const routePath of [`${base}/`, `${base}/{pk}/`]) {
      routes.push({ method: 'ALL', path: routePath, router, framework: 'drf', location: locate(path, call) });
    }
  }
  return { routers, routes };
}
