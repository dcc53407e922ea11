import type { Node } from 'web-tree-sitter';
import type { SymbolFact } from '../../facts/types.js';
import { locate, oneLine } from '../tree-sitter/shared/syntax.js';
import { assignmentOf, bodyStatements } from './python-declarations.js';

interface ClassInfo {
  name: string;
  exported: boolean;
  path: string;
}

/** Targets of one assignment: `self.a = 1`, `self.a, self.b = pair`, `self.a = self.b = None`. */
function assignedTargets(assignment: Node): Node[] {
  const left = assignment.childForFieldName('left');
  const right = assignment.childForFieldName('right');
  const targets = left
    ? left.type === 'pattern_list' || left.type === 'tuple_pattern'
      ? left.namedChildren
      : [left]
    : [];
  return right?.type === 'assignment' ? [...targets, ...assignedTargets(right)] : targets;
}

/**
 * Public instance attributes (`self.timeout = timeout`) assigned in `__init__` and, after those, in the
 * class's other methods: members of the class just as annotated fields are, so `client.timeout` in
 * the docs resolves and a typo does not.
 */
export function instanceAttributes(info: ClassInfo, methods: Node[], known: Set<string>): SymbolFact[] {
  const out: SymbolFact[] = [];
  const seen = new Set(known);
  for (const method of methods) {
    const receiver = method.childForFieldName('parameters')?.namedChildren[0]?.text;
    const body = method.childForFieldName('body');
    if (!receiver || !body) continue;
    for (const { node } of bodyStatements(body)) {
      const assignment = assignmentOf(node);
      if (!assignment) continue;
      for (const target of assignedTargets(assignment)) {
        if (target.type !== 'attribute' || target.childForFieldName('object')?.text !== receiver) continue;
        const name = target.childForFieldName('attribute')?.text;
        if (!name || name.startsWith('_') || seen.has(name)) continue;
        seen.add(name);
        const type = assignment.childForFieldName('type')?.text;
        out.push({
          name,
          kind: 'field',
          container: info.name,
          exported: info.exported,
          signature: type ? `${name}: ${type}` : oneLine(assignment.text, 120),
          location: locate(info.path, node),
          ...(type ? { type } : {}),
        });
      }
    }
  }
  return out;
}
