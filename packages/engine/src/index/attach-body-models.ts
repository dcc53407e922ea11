import path from 'node:path';
import type { SymbolFact } from '../facts/types.js';
import type { ResolvedRoute } from './resolve-routes.js';

const MODEL_KINDS = new Set(['class', 'interface', 'type']);
const FIELD_KINDS = new Set(['field', 'property']);

/** The data fields of model `name` and of the models it extends; undefined when not one known closed model. */
function modelFields(
  name: string,
  ext: string,
  symbolsByName: Map<string, SymbolFact[]>,
  membersByContainer: Map<string, SymbolFact[]>,
  depth = 0,
): string[] | undefined {
  const models = (symbolsByName.get(name) ?? []).filter(
    (s) => MODEL_KINDS.has(s.kind) && !s.container && path.posix.extname(s.location.path) === ext,
  );
  const model = models[0];
  // Two declarations of the name, or one open to any key, say nothing certain about the body.
  if (!model || models.length > 1 || model.openMembers || depth > 4) return undefined;
  const fields = (membersByContainer.get(name) ?? [])
    .filter((m) => FIELD_KINDS.has(m.kind) && !m.isStatic && m.location.path === model.location.path)
    .map((m) => m.name);
  for (const base of model.extends ?? []) {
    const inherited = modelFields(base, ext, symbolsByName, membersByContainer, depth + 1);
    if (inherited) fields.push(...inherited);
  }
  return fields.length > 0 ? [...new Set(fields)] : undefined;
}

/**
 * Gives a route whose body (or query) is one model declared in another file (`RouteFact.bodyModel`)
 * that model's field names, so a documented body field is checked against the model and never
 * against the handler's parameter names.
 */
export function attachBodyModels(
  routes: ResolvedRoute[],
  symbolsByName: Map<string, SymbolFact[]>,
  membersByContainer: Map<string, SymbolFact[]>,
): ResolvedRoute[] {
  return routes.map((route) => {
    const { fact } = route;
    if (!fact.bodyModel && !fact.queryModel) return route;
    const ext = path.posix.extname(fact.location.path);
    const fields = (model: string | undefined) =>
      model ? modelFields(model, ext, symbolsByName, membersByContainer) : undefined;
    const body = fact.bodyParams ? undefined : fields(fact.bodyModel);
    const query = fact.queryParams ? undefined : fields(fact.queryModel);
    if (!body && !query) return route;
    return {
      ...route,
      fact: { ...fact, ...(body ? { bodyParams: body } : {}), ...(query ? { queryParams: query } : {}) },
    };
  });
}
