import { isHistoryDoc } from '../../discover/classify-path.js';
import { exampleLanguage } from '../../docs/example-language.js';
import type { ProjectIndex } from '../../index/project-index.js';
import { readGoPackageNames } from '../../languages/go/read-go-package-names.js';
import type { DocCodeBlock, DocFile } from '../../model/doc.js';
import { closestName } from '../../util/similarity.js';
import type { DraftFinding, Rule } from '../rule.js';
import { isProjectSource } from '../shared/example-context.js';
import { makeFinding } from '../shared/make-finding.js';

const QUALIFIED = /(?<![\w.])([a-z]\w*)\.([A-Z]\w*)/g;

/** Project packages the page's Go examples import, by the name they are used under. */
function pageImports(index: ProjectIndex, doc: DocFile, packages: Map<string, Set<string>>): Set<string> {
  const names = new Set<string>();
  for (const block of doc.codeBlocks) {
    if (exampleLanguage(block.lang) !== 'go') continue;
    for (const imp of block.example?.imports ?? []) {
      // `github.com/gofiber/fiber/v3` is package fiber: a major-version suffix is not its name.
      const name = /^v\d+$/.test(imp.name) ? (imp.source.split('/').at(-2) ?? imp.name) : imp.name;
      if (imp.kind === 'namespace' && packages.has(name) && isProjectSource(index, imp.source, false))
        names.add(name);
    }
  }
  return names;
}

/** Whether the block binds `name` itself (`logger := ...`, `var logger`, a parameter `logger *Logger`) or imports it from elsewhere. */
function rebinds(block: DocCodeBlock, name: string, index: ProjectIndex): boolean {
  const foreign = block.example?.imports.some(
    (i) => i.name === name && !isProjectSource(index, i.source, false),
  );
  return (
    !!foreign ||
    (block.example?.assigned ?? []).includes(name) ||
    new RegExp(`(?:\\bvar\\s+${name}\\b|\\b${name}\\s*:?=[^=]|[(,]\\s*${name}\\s+[*\\[\\w])`).test(block.text)
  );
}

function judgeBlock(
  index: ProjectIndex,
  doc: DocFile,
  block: DocCodeBlock,
  imported: Set<string>,
): DraftFinding[] {
  const packages = readGoPackageNames(index);
  const out: DraftFinding[] = [];
  // A call on a package the block imports itself is the code-examples rule's to judge.
  const ownImports = new Set((block.example?.imports ?? []).map((i) => i.name));
  block.text.split('\n').forEach((text, i) => {
    for (const match of text.matchAll(QUALIFIED)) {
      const [whole, pkg, name] = match;
      const declared = pkg ? packages.get(pkg) : undefined;
      if (!pkg || !name || !declared || !imported.has(pkg) || declared.has(name)) continue;
      const called = /^\s*\(/.test(text.slice((match.index ?? 0) + whole.length));
      if (called && ownImports.has(pkg)) continue;
      // A name the code has anywhere (a method, a field, a name an extractor does not list as
      // top-level) is not judged: only a name the code never mentions is certainly not there.
      if (index.identifiers.has(name) || rebinds(block, pkg, index)) continue;
      const near = index.removedSymbols.get(name)?.renamedTo ?? closestName(name, [...declared], 0.6);
      out.push(
        makeFinding({
          rule: 'go-package-members',
          subtype: index.removedSymbols.has(name) ? 'outdated_example' : 'incorrect_example',
          severity: 'medium',
          confidence: 0.8,
          title: `Example uses ${whole}, which package ${pkg} does not declare`,
          description: `Package ${pkg} of this project declares no ${name}${near ? `; it has ${near}` : ''}.`,
          identifier: name,
          doc: { path: doc.path, line: block.line + 1 + i, claim: text.trim().slice(0, 200) },
          code: null,
          suggestions: [
            near ? `Replace ${pkg}.${name} with ${pkg}.${near}` : `Remove or replace ${pkg}.${name}`,
          ],
          ...(near ? { rename: { from: name, to: near } } : {}),
        }),
      );
    }
  });
  return out;
}

/**
 * `logger.FormatCommon` in a Go example whose page imports the project's `.../middleware/logger`:
 * a package-qualified name is a top-level declaration of that package, values and types as well
 * as calls, so a name the package does not declare (and the code never mentions) is drift. Only
 * packages the page imports by the project's own import path are judged.
 */
export const goPackageMembersRule: Rule = {
  id: 'go-package-members',
  subtypes: ['incorrect_example', 'outdated_example'],
  description:
    'Package-qualified names in Go examples (`logger.CommonFormat`) that the project package does not declare.',
  run(index) {
    const packages = readGoPackageNames(index);
    if (packages.size === 0) return [];
    const out: DraftFinding[] = [];
    for (const doc of index.docs) {
      if (isHistoryDoc(doc.path)) continue;
      const imported = pageImports(index, doc, packages);
      if (imported.size === 0) continue;
      for (const block of doc.codeBlocks)
        if (exampleLanguage(block.lang) === 'go') out.push(...judgeBlock(index, doc, block, imported));
    }
    return out;
  },
};
