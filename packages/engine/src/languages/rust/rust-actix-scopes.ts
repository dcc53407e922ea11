import type { Node } from 'web-tree-sitter';
import type { MountFact, RouteFact, RouterFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { rustString } from './rust-syntax.js';

const SCOPE = /(^|::)scope$/;
/** `web::get().to(handler)`, `web::route().method(Method::POST).to(h)`: the verb of a resource route. */
const VERB = /\bweb::(get|post|put|patch|delete|head)\s*\(\s*\)|Method::(GET|POST|PUT|PATCH|DELETE|HEAD)\b/;

function isScopeCall(node: Node | null | undefined): boolean {
  return node?.type === 'call_expression' && SCOPE.test(node.childForFieldName('function')?.text ?? '');
}

/** The `web::scope(...)` call a method chain starts from, if it starts from one. */
function scopeOf(expression: Node): Node | undefined {
  let node: Node | null | undefined = expression;
  while (node?.type === 'call_expression') {
    if (isScopeCall(node)) return node;
    const callee = node.childForFieldName('function');
    node = callee?.type === 'field_expression' ? callee.childForFieldName('value') : undefined;
  }
  return undefined;
}

function argumentsOf(call: Node): Node[] {
  return (call.childForFieldName('arguments')?.namedChildren ?? []).filter(
    (arg) => !arg.type.endsWith('comment'),
  );
}

/**
 * actix-web scopes: each `web::scope("/x")` is a router with that prefix; `.route("/y", web::get().to(h))`
 * registers on it, `.service(web::scope(...))` nests another scope, and `.service(handler)` mounts
 * a `#[get("/z")]` handler (a router of its own, named by its function) under it.
 */
export function actixScopes(
  path: string,
  root: Node,
): { routers: RouterFact[]; routes: RouteFact[]; mounts: MountFact[] } {
  const routers: RouterFact[] = [];
  const routes: RouteFact[] = [];
  const mounts: MountFact[] = [];
  const idOf = (scope: Node) => `scope@${scope.startIndex}`;
  for (const scope of root.descendantsOfType('call_expression')) {
    if (!scope || !isScopeCall(scope)) continue;
    const prefix = rustString(argumentsOf(scope)[0]);
    if (prefix === undefined) continue;
    const id = idOf(scope);
    routers.push({ id, prefix, isApp: false, exported: false, location: locate(path, scope) });
    // Walk the chain up from the scope: each `.method(...)` call applies to it.
    let link: Node = scope;
    while (link.parent?.type === 'field_expression' && link.parent.parent?.type === 'call_expression') {
      const call = link.parent.parent;
      const method = link.parent.childForFieldName('field')?.text;
      const [first, second] = argumentsOf(call);
      if (method === 'route' && first && second) {
        const routePath = rustString(first);
        const verb = VERB.exec(second.text);
        if (routePath !== undefined)
          routes.push({
            method: (verb?.[1] ?? verb?.[2] ?? 'ALL').toUpperCase(),
            path: routePath,
            router: id,
            framework: 'actix',
            location: locate(path, call),
          });
      } else if (method === 'service' && first) {
        const nested = scopeOf(first);
        const child = nested ? idOf(nested) : first.type === 'call_expression' ? undefined : first.text;
        if (child) mounts.push({ parent: id, prefix: '', child, location: locate(path, call) });
      }
      link = call;
    }
  }
  return { routers, routes, mounts };
}
