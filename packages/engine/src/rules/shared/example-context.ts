import path from 'node:path';
import { exampleLanguage } from '../../docs/example-language.js';
import type { SymbolFact } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';
import { isGoProjectImport } from '../../languages/go/is-go-project-import.js';
import type { DocCodeBlock, DocFile } from '../../model/doc.js';
import type { CertainRename, DraftFinding } from '../rule.js';
import { makeFinding } from './make-finding.js';
import { symbolsNamed } from './resolve-api.js';

export function isProjectSource(index: ProjectIndex, source: string, python: boolean, docPath = ''): boolean {
  if (source.startsWith('.')) {
    // An example's relative import names the reader's own file unless it resolves inside this repo.
    const dir = docPath.includes('/') ? docPath.slice(0, docPath.lastIndexOf('/')) : '';
    const base = path.posix.normalize(path.posix.join(dir, source));
    return ['', '.js', '.ts', '.mjs', '.cjs', '/index.js', '/index.ts', '.py'].some((ext) =>
      index.allFiles.has(base + ext),
    );
  }
  for (const p of index.names.packages) if (source === p || source.startsWith(`${p}/`)) return true;
  if (python) return topLevelPythonModules(index).has(source.split('.')[0] ?? source);
  return isGoProjectImport(index, source);
}

const topLevelCache = new WeakMap<ProjectIndex, Set<string>>();

/**
 * First segments of the project's Python modules (`pydantic_settings`), and module names the index
 * knows without a file (package names). A nested module's own name (`...providers.azure`) is not
 * importable as `azure`: `from azure.identity import X` is Azure's SDK.
 */
function topLevelPythonModules(index: ProjectIndex): Set<string> {
  let top = topLevelCache.get(index);
  if (!top) {
    const nested = new Set<string>();
    top = new Set<string>();
    for (const f of index.files) {
      if (f.language !== 'python' || !f.module) continue;
      const parts = f.module.split('.');
      top.add(parts[0] ?? f.module);
      for (const part of parts.slice(1)) nested.add(part);
    }
    for (const m of index.modules) if (!m.includes('.') && !m.includes('/') && !nested.has(m)) top.add(m);
    topLevelCache.set(index, top);
  }
  return top;
}

export interface BlockContext {
  index: ProjectIndex;
  doc: DocFile;
  block: DocCodeBlock;
  out: DraftFinding[];
  reported: Set<string>;
  /** Names the page's own examples define. */
  localNames: Set<string>;
  /** Names the page's examples assign (`const fastify = ...`). */
  assigned: Set<string>;
  /** Objects with at least one call on the page that names a project symbol (`pino.transport()`). */
  resolvedNamespaces: Set<string>;
}

export function pageFacts(
  index: ProjectIndex,
  doc: DocFile,
): { assigned: Set<string>; resolvedNamespaces: Set<string> } {
  const assigned = new Set<string>();
  const resolvedNamespaces = new Set<string>();
  for (const block of doc.codeBlocks) {
    const language = exampleLanguage(block.lang);
    if (language === 'shell' || language === 'other' || !block.example) continue;
    if (language === 'js') for (const name of block.example.assigned) assigned.add(name);
    for (const call of block.example.calls) {
      const [head, second] = call.chain;
      if (
        head &&
        second &&
        call.chain.length === 2 &&
        symbolsNamed(index, second).some((s) => s.exported && !s.container)
      )
        resolvedNamespaces.add(head);
    }
  }
  return { assigned, resolvedNamespaces };
}

export function report(
  ctx: BlockContext,
  line: number,
  identifier: string,
  title: string,
  description: string,
  subtype: string,
  extra: { symbol?: SymbolFact; suggestion: string; claim: string; rename?: CertainRename },
): void {
  const docLine = ctx.block.line + 1 + line;
  // Every line that repeats the drift is a finding of its own: the fix edits each of them.
  const key = `${identifier}@${docLine}`;
  if (ctx.reported.has(key)) return;
  ctx.reported.add(key);
  ctx.reported.add(identifier);
  const removed = ctx.index.removedSymbols.get(identifier);
  ctx.out.push(
    makeFinding({
      rule: 'code-examples',
      subtype: subtype === 'incorrect_example' && removed ? 'outdated_example' : subtype,
      severity: 'medium',
      confidence: 0.8,
      title,
      description: removed ? `${description} It was removed in commit ${removed.commit}.` : description,
      identifier,
      doc: { path: ctx.doc.path, line: docLine, claim: extra.claim },
      code: extra.symbol
        ? {
            path: extra.symbol.location.path,
            line: extra.symbol.location.line,
            reality: extra.symbol.signature,
          }
        : null,
      suggestions: [`${extra.suggestion} in ${ctx.doc.path} line ${docLine}`],
      rename: extra.rename ? { ...extra.rename, line: docLine } : undefined,
    }),
  );
}

/** Arguments against every overload; reported only when no overload accepts the call. */
