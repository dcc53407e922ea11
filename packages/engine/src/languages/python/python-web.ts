import type { Node } from 'web-tree-sitter';
import type { MountFact, RouteFact, RouterFact } from '../../facts/types.js';
import { type CalleeIndex, callsMatching } from '../tree-sitter/shared/group-calls.js';
import { assignmentOf, bodyStatements, type Declaration } from './python-declarations.js';
import { DJANGO_ROUTER, djangoUrl } from './python-django.js';
import { drfRoutes } from './python-drf.js';
import type { ImportBinding } from './python-imports.js';
import { pythonMount, pythonRouter } from './python-routers.js';
import { addUrlRuleRoutes, decoratorRoutes, type RouteContext } from './python-routes.js';

const ROUTER_CALL = /(^|\.)(Flask|Quart|Sanic|FastAPI|Blueprint|APIRouter)$/;
const MOUNT_CALL = /\.(register_blueprint|include_router|mount|blueprint)$/;
const DJANGO_CALL = /^(path|re_path|url)$/;
const MODEL_BASE = /(^|\.)(BaseModel|SQLModel)$/;

export interface PythonWeb {
  routers: RouterFact[];
  routes: RouteFact[];
  mounts: MountFact[];
}

export interface PythonWebInput {
  path: string;
  byCallee: CalleeIndex;
  /** `decorated_definition` nodes of the file. */
  decorated: Node[];
  statements: Declaration[];
  bindings: Map<string, ImportBinding>;
  /** Top-level packages the file imports from (`flask`, `fastapi`, `django`). */
  sources: Set<string | undefined>;
}

function readDjango(path: string, calls: Node[], bindings: Map<string, ImportBinding>, web: PythonWeb): void {
  for (const call of calls) {
    const { route, mount } = djangoUrl(path, call, bindings);
    if (route) web.routes.push(route);
    if (mount) web.mounts.push(mount);
  }
  if (
    web.routes.some((route) => route.framework === 'django') ||
    web.mounts.some((mount) => mount.parent === DJANGO_ROUTER)
  ) {
    web.routers.push({ id: DJANGO_ROUTER, isApp: false, exported: true, location: { path, line: 1 } });
  }
}

/** Annotated field names of pydantic models (`class BookIn(BaseModel): title: str`) declared in the file. */
function modelFields(statements: Declaration[]): Map<string, string[]> {
  const models = new Map<string, string[]>();
  for (const { node } of statements) {
    if (node.type !== 'class_definition') continue;
    const bases = node.childForFieldName('superclasses')?.namedChildren ?? [];
    const name = node.childForFieldName('name')?.text;
    const body = node.childForFieldName('body');
    if (!name || !body || !bases.some((base) => MODEL_BASE.test(base.text) || models.has(base.text)))
      continue;
    const fields = [...(models.get(bases[0]?.text ?? '') ?? [])];
    for (const { node: statement } of bodyStatements(body)) {
      const assignment = assignmentOf(statement);
      const left = assignment?.childForFieldName('left');
      if (
        left?.type === 'identifier' &&
        assignment?.childForFieldName('type') &&
        left.text !== 'model_config'
      )
        fields.push(left.text);
    }
    models.set(name, fields);
  }
  return models;
}

/** Flask/FastAPI routers, mounts and routes (decorators and add_url_rule), and Django urlpatterns. */
export function readPythonWeb(input: PythonWebInput): PythonWeb {
  const { path, byCallee, bindings, sources } = input;
  const web: PythonWeb = { routers: [], routes: [], mounts: [] };
  // A project's router subclass is used in files that never import rest_framework themselves.
  const drf = drfRoutes(path, byCallee, sources.has('rest_framework'));
  web.routers.push(...drf.routers);
  web.routes.push(...drf.routes);
  if (sources.has('django'))
    readDjango(
      path,
      callsMatching(byCallee, (callee) => DJANGO_CALL.test(callee)),
      bindings,
      web,
    );
  const framework = sources.has('fastapi')
    ? 'fastapi'
    : sources.has('flask') || sources.has('quart')
      ? 'flask'
      : sources.has('sanic')
        ? 'sanic'
        : undefined;
  if (!framework) return web;
  for (const call of callsMatching(byCallee, (callee) => ROUTER_CALL.test(callee))) {
    const router = pythonRouter(path, call);
    if (router) web.routers.push(router);
  }
  const appIds = new Set(web.routers.filter((router) => router.isApp).map((router) => router.id));
  const knownRouters = new Set(web.routers.map((router) => router.id));
  // An app object imported from elsewhere is usually bound as `app`.
  for (const name of ['app', 'application']) if (!knownRouters.has(name)) appIds.add(name);
  for (const call of callsMatching(byCallee, (callee) => MOUNT_CALL.test(callee))) {
    const mount = pythonMount(path, call, appIds, bindings);
    if (mount) web.mounts.push(mount);
  }
  const ctx: RouteContext = {
    path,
    framework,
    appIds,
    models: framework === 'fastapi' ? modelFields(input.statements) : new Map(),
    isRouter: (name) => knownRouters.has(name) || appIds.has(name) || bindings.has(name),
  };
  for (const node of input.decorated) {
    const fn = node.childForFieldName('definition');
    if (fn?.type !== 'function_definition') continue;
    web.routes.push(
      ...decoratorRoutes(
        ctx,
        fn,
        node.namedChildren.filter((child) => child.type === 'decorator'),
      ),
    );
  }
  const ruleCalls = callsMatching(byCallee, (callee) => callee.endsWith('.add_url_rule'));
  if (ruleCalls.length > 0) {
    const definitions = new Map<string, Node>();
    for (const { node } of input.statements) {
      const isDefinition = node.type === 'function_definition' || node.type === 'class_definition';
      const name = isDefinition ? node.childForFieldName('name')?.text : undefined;
      if (name) definitions.set(name, node);
    }
    for (const call of ruleCalls) web.routes.push(...addUrlRuleRoutes(ctx, call, definitions));
  }
  return web;
}
