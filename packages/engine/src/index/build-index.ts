import type { EnvVarFact, FileFacts, SymbolFact } from '../facts/types.js';
import type { DocFile } from '../model/doc.js';
import { attachBodyModels } from './attach-body-models.js';
import { attachHandlerReads } from './attach-handler-reads.js';
import { createTypeKeys } from './create-type-keys.js';
import { createFlagsInOtherCode } from './find-flags-in-other-code.js';
import { createQuotedDottedNames } from './find-quoted-dotted-names.js';
import { createSupportingDeclarations } from './find-supporting-declarations.js';
import type { ProjectIndex } from './project-index.js';
import type { ProjectNames } from './read-manifests.js';
import { resolveImportAliases } from './resolve-import-aliases.js';
import { resolveRoutes } from './resolve-routes.js';

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildIndex(input: {
  root: string;
  files: FileFacts[];
  docs: DocFile[];
  allFiles: Set<string>;
  dirs: Set<string>;
  names: ProjectNames;
}): ProjectIndex {
  const symbolsByName = new Map<string, SymbolFact[]>();
  const membersByContainer = new Map<string, SymbolFact[]>();
  const identifiers = new Set<string>();
  const importedNames = new Set<string>();
  const assignedMembers = new Set<string>();
  const envVars = new Map<string, EnvVarFact[]>();
  const modules = new Set<string>(input.names.packages);
  const containers = new Set<string>();
  const aliased = resolveImportAliases(input.files);
  const ownCrates = new Set([
    'crate',
    'self',
    'super',
    ...[...input.names.packages].map((p) => p.replace(/-/g, '_')),
  ]);
  for (const f of input.files) {
    for (const s of aliased.get(f.path) ?? f.symbols) {
      push(symbolsByName, s.name, s);
      if (s.container) {
        push(membersByContainer, s.container, s);
        containers.add(s.container);
      }
      if (s.kind === 'class' || s.kind === 'interface') containers.add(s.name);
    }
    for (const id of f.identifiers) identifiers.add(id);
    for (const imp of f.imports) {
      // `use crate::ser::to_writer` (or the crate's own name, in its tests) names the crate's own
      // declaration: once that is gone, the name is not one imported from elsewhere.
      if (f.language === 'rust' && ownCrates.has(imp.source.split('::')[0] ?? '')) continue;
      for (const n of imp.names) importedNames.add(n);
    }
    for (const m of f.assignedMembers ?? []) assignedMembers.add(m);
    for (const e of f.envVars) push(envVars, e.name, e);
    if (f.module) {
      modules.add(f.module);
      const last = f.module.split(/[./]/).pop();
      if (last && last !== '__init__') modules.add(last);
    }
  }
  for (const p of input.names.packages) {
    const last = p.split('/').pop();
    if (last) modules.add(last);
  }
  return {
    root: input.root,
    files: input.files,
    docs: input.docs,
    allFiles: input.allFiles,
    dirs: input.dirs,
    symbolsByName,
    membersByContainer,
    containerNames: [...containers],
    identifiers,
    importedNames,
    assignedMembers,
    routes: attachBodyModels(
      attachHandlerReads(preferCodeRoutes(resolveRoutes(input.files)), symbolsByName),
      input.files,
      symbolsByName,
      membersByContainer,
    ),
    cliOptions: input.files.flatMap((f) => f.cliOptions),
    envVars,
    names: input.names,
    modules,
    typeKeys: createTypeKeys(membersByContainer, symbolsByName),
    declaredInSupportingCode: createSupportingDeclarations(input.root, input.allFiles),
    flagInOtherCode: createFlagsInOtherCode(input.root, input.allFiles),
    quotedInCode: createQuotedDottedNames(
      input.root,
      input.files.map((f) => f.path),
    ),
    removedSymbols: new Map(),
  };
}

/** OpenAPI routes stand in only where no framework route was found: the code is the reality. */
function preferCodeRoutes(routes: ReturnType<typeof resolveRoutes>): ReturnType<typeof resolveRoutes> {
  const code = routes.filter((r) => r.fact.framework !== 'openapi');
  return code.length > 0 ? code : routes;
}
