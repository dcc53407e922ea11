import path from 'node:path';
import type { FileFacts, SymbolFact } from '../facts/types.js';
import type { ResolvedRoute } from './resolve-routes.js';

const MODEL_KINDS = new Set(['class', 'interface', 'type']);
const FIELD_KINDS = new Set(['field', 'property']);

interface Model {
  fields: string[];
  extends: string[];
  open: boolean;
}

/** Every declaration of each model name, per file extension (a Java DTO never types a Python route). */
function collectModels(
  files: FileFacts[],
  symbolsByName: Map<string, SymbolFact[]>,
  membersByContainer: Map<string, SymbolFact[]>,
): Map<string, Model[]> {
  const models = new Map<string, Model[]>();
  const add = (key: string, model: Model) => models.set(key, [...(models.get(key) ?? []), model]);
  const withDataTypes = new Set<string>();
  for (const f of files) {
    const ext = path.posix.extname(f.path);
    for (const t of f.dataTypes ?? []) {
      add(`${ext}:${t.name}`, { fields: t.fields, extends: t.extends ?? [], open: false });
      withDataTypes.add(`${f.path}:${t.name}`);
    }
  }
  for (const [name, decls] of symbolsByName) {
    for (const s of decls) {
      if (!MODEL_KINDS.has(s.kind) || s.container || withDataTypes.has(`${s.location.path}:${name}`))
        continue;
      const fields = (membersByContainer.get(name) ?? [])
        .filter((m) => FIELD_KINDS.has(m.kind) && !m.isStatic && m.location.path === s.location.path)
        .map((m) => m.name);
      const ext = path.posix.extname(s.location.path);
      add(`${ext}:${name}`, { fields, extends: s.extends ?? [], open: s.openMembers === true });
    }
  }
  return models;
}

/** The fields of model `name` and of the models it extends; undefined when not one known closed model. */
function modelFields(
  models: Map<string, Model[]>,
  ext: string,
  name: string,
  depth = 0,
): string[] | undefined {
  const found = models.get(`${ext}:${name}`) ?? [];
  const model = found[0];
  // Two declarations of the name, or one open to any key, say nothing certain about the body.
  if (!model || found.length > 1 || model.open || depth > 4) return undefined;
  const fields = [...model.fields];
  // Bases the project does not declare are the framework's (pydantic `BaseModel`): no data fields.
  for (const base of model.extends) fields.push(...(modelFields(models, ext, base, depth + 1) ?? []));
  return fields.length > 0 ? [...new Set(fields)] : undefined;
}

/**
 * Gives a route whose body (or query) is one model declared in another file (`RouteFact.bodyModel`)
 * that model's field names, so a documented body field is checked against the model and never
 * against the handler's parameter names.
 */
export function attachBodyModels(
  routes: ResolvedRoute[],
  files: FileFacts[],
  symbolsByName: Map<string, SymbolFact[]>,
  membersByContainer: Map<string, SymbolFact[]>,
): ResolvedRoute[] {
  if (!routes.some((r) => r.fact.bodyModel || r.fact.queryModel)) return routes;
  const models = collectModels(files, symbolsByName, membersByContainer);
  return routes.map((route) => {
    const { fact } = route;
    if (!fact.bodyModel && !fact.queryModel) return route;
    const ext = path.posix.extname(fact.location.path);
    const fields = (model: string | undefined) => (model ? modelFields(models, ext, model) : undefined);
    const body = fact.bodyParams ? undefined : fields(fact.bodyModel);
    const query = fact.queryParams ? undefined : fields(fact.queryModel);
    if (!body && !query) return route;
    return {
      ...route,
      fact: { ...fact, ...(body ? { bodyParams: body } : {}), ...(query ? { queryParams: query } : {}) },
    };
  });
}
