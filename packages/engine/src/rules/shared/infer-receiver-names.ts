import type { ProjectIndex } from '../../index/project-index.js';
import { resolveBaseType } from './resolve-base-type.js';

const RECEIVERS = new Set(['self', 'cls', 'this']);
const cache = new WeakMap<ProjectIndex, Map<string, string>>();

/** The project type a parameter's type text names (`*Context`, `&mut Reply`, `Reply<T>`, `pkg.Reply`). */
function parameterType(index: ProjectIndex, text: string): string | undefined {
  const bare = text
    .trim()
    .replace(/^(?:\*|&(?:'\w+\s+)?(?:mut\s+)?|\[\])+/, '')
    .replace(/::/g, '.');
  if (!/^[A-Za-z_][\w.]*(?:<.*>)?$/s.test(bare)) return undefined;
  const type = resolveBaseType(index, bare);
  return type !== 'closed' && type !== 'outside' && index.membersByContainer.has(type) ? type : undefined;
}

/**
 * The names the project's own exported signatures give its types: handlers that all take
 * `reply: Reply` make `reply.send()` in the docs a Reply's method. A name counts when at least two
 * parameters carry it and all of them with a type are of the same project type.
 */
export function signatureReceiverNames(index: ProjectIndex): Map<string, string> {
  const known = cache.get(index);
  if (known) return known;
  const uses = new Map<string, Map<string, number>>();
  for (const file of index.files) {
    for (const symbol of file.symbols) {
      if (!symbol.exported) continue;
      for (const param of symbol.params ?? []) {
        // `self: FilteringBoundLogger` on a module-level function is a method's receiver, not a name docs use.
        if (!param.type || !/^[a-z]\w*$/.test(param.name) || RECEIVERS.has(param.name)) continue;
        const type = parameterType(index, param.type) ?? '';
        const counts = uses.get(param.name) ?? new Map<string, number>();
        counts.set(type, (counts.get(type) ?? 0) + 1);
        uses.set(param.name, counts);
      }
    }
  }
  const names = new Map<string, string>();
  for (const [name, counts] of uses) {
    const [only] = counts;
    // A name also given to other types, or to outside ones (''), says nothing certain.
    if (counts.size === 1 && only && only[0] !== '' && only[1] >= 2) names.set(name, only[0]);
  }
  cache.set(index, names);
  return names;
}
