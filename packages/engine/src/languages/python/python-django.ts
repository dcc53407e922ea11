import type { Node } from 'web-tree-sitter';
import type { MountFact, RouteFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import type { ImportBinding } from './python-imports.js';
import { importedOrigin } from './python-routers.js';
import { callArguments, pythonString } from './python-strings.js';

const URL_FUNCTIONS = new Set(['path', 're_path', 'url']);
/** Router id for a urls.py module: its `urlpatterns` list. */
export const DJANGO_ROUTER = 'urlpatterns';

function isDjangoUrlFunction(name: string, bindings: Map<string, ImportBinding>): boolean {
  return URL_FUNCTIONS.has(name) && (bindings.get(name)?.module.startsWith('django') ?? false);
}

/** `path("books/<int:pk>/", view)` routes and `path("api/", include("books.urls"))` mounts. */
export function djangoUrl(
  path: string,
  call: Node,
  bindings: Map<string, ImportBinding>,
): { route?: RouteFact; mount?: MountFact } {
  const callee = call.childForFieldName('function')?.text ?? '';
  if (!isDjangoUrlFunction(callee, bindings)) return {};
  const { positional, keywords } = callArguments(call);
  const routePath = pythonString(positional[0] ?? keywords.get('route'));
  const target = positional[1] ?? keywords.get('view');
  if (routePath === undefined || !target) return {};
  const location = locate(path, call);
  if (target.type === 'call' && target.childForFieldName('function')?.text === 'include') {
    const included = callArguments(target).positional[0];
    if (!included) return {};
    const moduleName = pythonString(included);
    if (moduleName !== undefined) {
      return {
        mount: {
          parent: DJANGO_ROUTER,
          prefix: routePath,
          child: moduleName,
          childModule: moduleName,
          childExport: DJANGO_ROUTER,
          location,
        },
      };
    }
    // include(router.urls): the DRF router itself is the child.
    const child =
      included.type === 'attribute' && included.childForFieldName('attribute')?.text === 'urls'
        ? included.childForFieldName('object')
        : included;
    if (!child) return {};
    const mount: MountFact = { parent: DJANGO_ROUTER, prefix: routePath, child: child.text, location };
    const origin = importedOrigin(child, bindings);
    if (origin) Object.assign(mount, { childModule: origin.module, childExport: origin.exportName });
    return { mount };
  }
  return { route: { method: 'ALL', path: routePath, router: DJANGO_ROUTER, framework: 'django', location } };
}
