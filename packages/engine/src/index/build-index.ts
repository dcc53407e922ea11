import type { EnvVarFact, FileFacts, ParameterFact, SymbolFact } from '../facts/types.js';
import type { DocFile } from '../model/doc.js';
import { attachHandlerReads } from './attach-handler-reads.js';
import { createFlagsInOtherCode } from './find-flags-in-other-code.js';
import { createSupportingDeclarations } from './find-supporting-declarations.js';
import type { ProjectIndex } from './project-index.js';
import type { ProjectNames } from './read-manifests.js';
import { resolveRoutes } from './resolve-routes.js';

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function createTypeKeys(members: Map<string, SymbolFact[]>, byName: Map<string, SymbolFact[]>) {
  const resolve = (text: string | undefined, depth: number): ParameterFact[] | undefined => {
    if (!text || depth > 5) return undefined;
    let t = text.trim().replace(/\s*\|\s*(undefined|null)\b/g, '');
    const wrapper = /^(Partial|Readonly|Required|NonNullable)<(.*)>$/s.exec(t);
    if (wrapper?.[2]) t = wrapper[2];
    const omit = /^(Omit|Pick)<\s*([\w.]+)\s*,(.*)>$/s.exec(t);
    if (omit?.[2] && omit[3]) {
      const listed = new Set([...omit[3].matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]));
      const base = resolve(omit[2], depth + 1);
      return base?.filter((k) => (omit[1] === 'Omit' ? !listed.has(k.name) : listed.has(k.name)));
    }
    if (t.includes('&')) {
      const parts = t.split('&').map((p) => resolve(p, depth + 1));
      if (parts.some((p) => p === undefined)) return undefined;
      return parts.flatMap((p) => p ?? []);
    }
    const name = /^([\w.]+)(<.*>)?$/s.exec(t)?.[1]?.split('.').pop();
    if (!name) return undefined;
    const decl = byName
      .get(name)
      ?.find((s) => s.kind === 'interface' || s.kind === 'type' || s.kind === 'class');
    // `[key: string]: unknown` accepts any key: the listed ones do not bound the options.
    if (!decl || decl.openMembers) return undefined;
    if (decl.kind === 'type' && !members.has(name)) return resolve(decl.type, depth + 1);
    const own = (members.get(name) ?? [])
      .filter((m) => (m.kind === 'property' || m.kind === 'field') && m.location.path === decl.location.path)
      .map(
        (m): ParameterFact => ({
          name: m.name,
          kind: 'positional',
          optional: m.signature.endsWith('?'),
          type: m.type,
        }),
      );
    const inherited = (decl.extends ?? []).flatMap((e) => resolve(e, depth + 1) ?? []);
    return [...own, ...inherited];
  };
  return (text: string | undefined) => resolve(text, 0);
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
  const envVars = new Map<string, EnvVarFact[]>();
  const modules = new Set<string>(input.names.packages);
  const containers = new Set<string>();
  for (const f of input.files) {
    for (const s of f.symbols) {
      push(symbolsByName, s.name, s);
      if (s.container) {
        push(membersByContainer, s.container, s);
        containers.add(s.container);
      }
      if (s.kind === 'class' || s.kind === 'interface') containers.add(s.name);
    }
    for (const id of f.identifiers) identifiers.add(id);
    for (const imp of f.imports) for (const n of imp.names) importedNames.add(n);
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
    routes: attachHandlerReads(preferCodeRoutes(resolveRoutes(input.files)), symbolsByName),
    cliOptions: input.files.flatMap((f) => f.cliOptions),
    envVars,
    names: input.names,
    modules,
    typeKeys: createTypeKeys(membersByContainer, symbolsByName),
    declaredInSupportingCode: createSupportingDeclarations(input.root, input.allFiles),
    flagInOtherCode: createFlagsInOtherCode(input.root, input.allFiles),
    removedSymbols: new Map(),
  };
}

/** OpenAPI routes stand in only where no framework route was found: the code is the reality. */
function preferCodeRoutes(routes: ReturnType<typeof resolveRoutes>): ReturnType<typeof resolveRoutes> {
  const code = routes.filter((r) => r.fact.framework !== 'openapi');
  return code.length > 0 ? code : routes;
}
