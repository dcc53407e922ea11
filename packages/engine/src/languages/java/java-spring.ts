import type { Node } from 'web-tree-sitter';
import type { RouteFact, RouterFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { eachTypeDeclaration } from './java-symbols.js';
import { type Annotation, javaString, javaStringList, readModifiers } from './java-syntax.js';

const MAPPINGS: Record<string, string | undefined> = {
  GetMapping: 'GET',
  PostMapping: 'POST',
  PutMapping: 'PUT',
  PatchMapping: 'PATCH',
  DeleteMapping: 'DELETE',
  RequestMapping: undefined,
  // Micronaut
  Get: 'GET',
  Post: 'POST',
  Put: 'PUT',
  Patch: 'PATCH',
  Delete: 'DELETE',
};
const JAX_RS_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const CONTROLLERS = new Set(['RestController', 'Controller', 'Path']);

/** Paths of a mapping annotation: `@GetMapping("/x")`, `@RequestMapping(path = {"/a", "/b"})`. */
function mappingPaths(annotation: Annotation): string[] {
  const paths = javaStringList(
    annotation.value ?? annotation.pairs.get('value') ?? annotation.pairs.get('path'),
  );
  return paths.length > 0 ? paths : [''];
}

/** `method = RequestMethod.POST` or `method = {RequestMethod.GET, RequestMethod.HEAD}`. */
function requestMethods(annotation: Annotation): string[] {
  const value = annotation.pairs.get('method');
  if (!value) return ['ALL'];
  const items = value.type === 'element_value_array_initializer' ? value.namedChildren : [value];
  return items.map((item) => item.text.split('.').at(-1) ?? item.text);
}

interface HandlerParams {
  query: string[];
  body: string[];
  bodyModel?: string;
  queryModel?: string;
}

/** A DTO class named by a parameter's type; not a JDK or collection type, whose fields are no request's. */
function modelType(param: Node): string | undefined {
  const type = param.childForFieldName('type');
  if (type?.type !== 'type_identifier') return undefined;
  return /^(String|Object|Integer|Long|Map|List|Set|JsonNode|byte)$/.test(type.text) ? undefined : type.text;
}

/**
 * Query and body names of a handler: `@RequestParam("q")`, `@QueryParam("q")`, `@RequestParam String sort`;
 * `@RequestBody CreateOrder body` and `@ModelAttribute Filter f` name the DTO whose fields they are.
 */
function handlerParams(method: Node): HandlerParams {
  const query: string[] = [];
  const body: string[] = [];
  const models: Pick<HandlerParams, 'bodyModel' | 'queryModel'> = {};
  for (const param of method.childForFieldName('parameters')?.namedChildren ?? []) {
    const { annotations } = readModifiers(param);
    const name = param.childForFieldName('name')?.text;
    for (const annotation of annotations) {
      if (annotation.name === 'RequestBody') models.bodyModel = modelType(param);
      if (annotation.name === 'ModelAttribute') models.queryModel = modelType(param);
      const declared = javaString(
        annotation.value ?? annotation.pairs.get('value') ?? annotation.pairs.get('name'),
      );
      if (
        annotation.name === 'RequestParam' ||
        annotation.name === 'QueryParam' ||
        annotation.name === 'QueryValue'
      )
        query.push(declared ?? name ?? '');
      else if (annotation.name === 'FormParam') body.push(declared ?? name ?? '');
    }
  }
  return { query: query.filter(Boolean), body: body.filter(Boolean), ...models };
}

/** Spring MVC controllers (`@RestController` + `@RequestMapping` prefix + `@GetMapping`...) and JAX-RS resources. */
export function javaRoutes(path: string, root: Node): { routers: RouterFact[]; routes: RouteFact[] } {
  const routers: RouterFact[] = [];
  const routes: RouteFact[] = [];
  eachTypeDeclaration(root, (node) => {
    const { annotations } = readModifiers(node);
    const id = node.childForFieldName('name')?.text;
    if (!id || !annotations.some((annotation) => CONTROLLERS.has(annotation.name))) return;
    const prefixAnnotation = annotations.find(
      (annotation) => annotation.name === 'RequestMapping' || annotation.name === 'Path',
    );
    const router: RouterFact = {
      id,
      isApp: false,
      // Controllers are found by classpath scanning: even package-private ones are reachable.
      exported: true,
      location: locate(path, node),
    };
    // Micronaut's @Controller("/books") carries the prefix; Spring's @Controller("name") names a bean.
    const micronaut = annotations.find(
      (annotation) => annotation.name === 'Controller' && javaString(annotation.value)?.startsWith('/'),
    );
    const prefix = prefixAnnotation
      ? mappingPaths(prefixAnnotation)[0]
      : micronaut
        ? javaString(micronaut.value)
        : undefined;
    if (prefix) router.prefix = prefix;
    routers.push(router);
    const isJaxRs = annotations.some((annotation) => annotation.name === 'Path');
    for (const member of node.childForFieldName('body')?.namedChildren ?? []) {
      if (member.type !== 'method_declaration') continue;
      const memberAnnotations = readModifiers(member).annotations;
      const found: { methods: string[]; paths: string[]; annotation: Annotation }[] = [];
      for (const annotation of memberAnnotations) {
        if (annotation.name in MAPPINGS) {
          const verb = MAPPINGS[annotation.name];
          found.push({
            methods: verb ? [verb] : requestMethods(annotation),
            paths: mappingPaths(annotation),
            annotation,
          });
        } else if (isJaxRs && JAX_RS_METHODS.has(annotation.name)) {
          const subPath = memberAnnotations.find((candidate) => candidate.name === 'Path');
          found.push({
            methods: [annotation.name],
            paths: subPath ? mappingPaths(subPath) : [''],
            annotation,
          });
        }
      }
      if (found.length === 0) continue;
      const params = handlerParams(member);
      for (const { methods, paths, annotation } of found) {
        for (const method of methods) {
          for (const routePath of paths) {
            const route: RouteFact = {
              method,
              path: routePath,
              router: id,
              framework: isJaxRs ? 'jax-rs' : micronaut ? 'micronaut' : 'spring',
              location: locate(path, annotation.node),
            };
            if (params.query.length > 0) route.queryParams = params.query;
            if (params.body.length > 0) route.bodyParams = params.body;
            if (params.bodyModel) route.bodyModel = params.bodyModel;
            if (params.queryModel && params.query.length === 0) route.queryModel = params.queryModel;
            routes.push(route);
          }
        }
      }
    }
  });
  return { routers, routes };
}
