import type { Node } from 'web-tree-sitter';
import type { MountFact, RouteFact, RouterFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { eachCsharpType } from './csharp-symbols.js';
import { type CsAttribute, csharpAttributes, csharpString, namedArgument } from './csharp-syntax.js';

const VERB_ATTRIBUTES: Record<string, string> = {
  HttpGet: 'GET',
  HttpPost: 'POST',
  HttpPut: 'PUT',
  HttpPatch: 'PATCH',
  HttpDelete: 'DELETE',
  HttpHead: 'HEAD',
  HttpOptions: 'OPTIONS',
};
const MAP_METHODS: Record<string, string> = {
  MapGet: 'GET',
  MapPost: 'POST',
  MapPut: 'PUT',
  MapPatch: 'PATCH',
  MapDelete: 'DELETE',
  Map: 'ALL',
};

function template(attribute: CsAttribute | undefined, controller: string): string | undefined {
  if (!attribute) return undefined;
  const value = csharpString(
    attribute.args.find((arg) => arg.type.includes('string_literal')) ??
      namedArgument(attribute.args, 'Template'),
  );
  // ASP.NET matches routes case-insensitively; documents write the controller token in lower case.
  return value?.replace(/\[controller\]/gi, controller.replace(/Controller$/, '').toLowerCase());
}

function handlerParams(method: Node): { query: string[]; body: string[] } {
  const query: string[] = [];
  const body: string[] = [];
  for (const param of method.childForFieldName('parameters')?.namedChildren ?? []) {
    if (param.type !== 'parameter') continue;
    const name = param.childForFieldName('name')?.text ?? '';
    for (const attribute of csharpAttributes(param)) {
      const declared = csharpString(namedArgument(attribute.args, 'Name')) ?? name;
      if (attribute.name === 'FromQuery') query.push(declared);
      else if (attribute.name === 'FromForm') body.push(declared);
    }
  }
  return { query, body };
}

/** ASP.NET Core controllers: `[Route("api/[controller]")]` prefix and `[HttpGet("{id}")]` actions with `[FromQuery]` params. */
export function controllerRoutes(path: string, root: Node): { routers: RouterFact[]; routes: RouteFact[] } {
  const routers: RouterFact[] = [];
  const routes: RouteFact[] = [];
  eachCsharpType(root, (node) => {
    const id = node.childForFieldName('name')?.text;
    const attributes = csharpAttributes(node);
    const isController =
      attributes.some((attribute) => attribute.name === 'ApiController') ||
      (id?.endsWith('Controller') &&
        /\bController(Base)?\b/.test(
          node.namedChildren.find((child) => child.type === 'base_list')?.text ?? '',
        ));
    if (!id || !isController) return;
    const router: RouterFact = { id, isApp: false, exported: true, location: locate(path, node) };
    const prefix = template(
      attributes.find((attribute) => attribute.name === 'Route'),
      id,
    );
    if (prefix !== undefined) router.prefix = prefix;
    routers.push(router);
    for (const member of node.childForFieldName('body')?.namedChildren ?? []) {
      if (member.type !== 'method_declaration') continue;
      const memberAttributes = csharpAttributes(member);
      const routeAttribute = memberAttributes.find((attribute) => attribute.name === 'Route');
      const verbs = memberAttributes.filter((attribute) => attribute.name in VERB_ATTRIBUTES);
      if (verbs.length === 0 && !routeAttribute) continue;
      const params = handlerParams(member);
      const entries =
        verbs.length > 0
          ? verbs.map((verb) => ({ method: VERB_ATTRIBUTES[verb.name] ?? 'ALL', attribute: verb }))
          : [{ method: 'ALL', attribute: routeAttribute }];
      for (const { method, attribute } of entries) {
        const routePath = template(attribute, id) ?? template(routeAttribute, id) ?? '';
        const route: RouteFact = {
          method,
          path: routePath,
          router: id,
          framework: 'aspnet',
          location: locate(path, attribute?.node ?? member),
        };
        if (params.query.length > 0) route.queryParams = params.query;
        if (params.body.length > 0) route.bodyParams = params.body;
        routes.push(route);
      }
    }
  });
  return { routers, routes };
}

function assignedName(node: Node): string | undefined {
  const declarator = node.parent;
  return declarator?.type === 'variable_declarator'
    ? (declarator.childForFieldName('name')?.text ?? undefined)
    : undefined;
}

/** Minimal APIs: `app.MapGet("/x", ...)`, `var api = app.MapGroup("/api")`. */
export function minimalApiRoutes(
  path: string,
  calls: Node[],
): { routers: RouterFact[]; routes: RouteFact[]; mounts: MountFact[] } {
  const routers: RouterFact[] = [];
  const routes: RouteFact[] = [];
  const mounts: MountFact[] = [];
  const groups = new Set<string>();
  for (const call of calls) {
    const callee = call.childForFieldName('function');
    if (callee?.type !== 'member_access_expression') continue;
    const method = callee.childForFieldName('name')?.text ?? '';
    const owner = callee.childForFieldName('expression')?.text ?? '';
    const first = call.childForFieldName('arguments')?.namedChildren[0]?.namedChildren[0];
    const routePath = csharpString(first);
    if (routePath === undefined) continue;
    const parent = groups.has(owner) ? owner : undefined;
    if (method === 'MapGroup') {
      const id = assignedName(call);
      if (!id) continue;
      groups.add(id);
      routers.push({ id, prefix: routePath, isApp: false, exported: false, location: locate(path, call) });
      mounts.push(
        parent
          ? { parent, prefix: '', child: id, location: locate(path, call) }
          : { prefix: '', child: id, location: locate(path, call) },
      );
    } else if (MAP_METHODS[method]) {
      const route: RouteFact = {
        method: MAP_METHODS[method] ?? 'ALL',
        path: routePath,
        framework: 'aspnet',
        location: locate(path, call),
      };
      if (parent) route.router = parent;
      routes.push(route);
    }
  }
  return { routers, routes, mounts };
}
