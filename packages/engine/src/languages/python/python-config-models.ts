import type { Node } from 'web-tree-sitter';
import type { ConfigFieldFact, ConfigTypeFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import { assignmentOf, bodyStatements, type Declaration } from './python-declarations.js';
import { callArguments, pythonString } from './python-strings.js';

const SETTINGS_BASE = /^(pydantic_settings\.|pydantic\.)?BaseSettings$/;
const MODEL_BASE = /^(pydantic\.)?BaseModel$/;
const OPEN_EXTRA = /^(["']allow["']|Extra\.allow)$/;

/** `model_config = ConfigDict(extra="allow")` or `class Config: extra = Extra.allow`: any key is kept. */
function acceptsExtra(body: Node): boolean {
  for (const { node } of bodyStatements(body)) {
    const assignment = assignmentOf(node);
    const right = assignment?.childForFieldName('right');
    if (assignment?.childForFieldName('left')?.text === 'model_config' && right?.type === 'call') {
      if (OPEN_EXTRA.test(callArguments(right).keywords.get('extra')?.text ?? '')) return true;
    }
    if (node.type === 'class_definition' && node.childForFieldName('name')?.text === 'Config') {
      for (const inner of bodyStatements(node.childForFieldName('body') ?? node)) {
        const setting = assignmentOf(inner.node);
        if (
          setting?.childForFieldName('left')?.text === 'extra' &&
          OPEN_EXTRA.test(setting.childForFieldName('right')?.text ?? '')
        )
          return true;
      }
    }
  }
  return false;
}

/** `Field(alias="x")`, `validation_alias=AliasChoices("a", "b")`: every string names the key too. */
function aliases(value: Node | null): string[] {
  if (value?.type !== 'call' || !/(^|\.)Field$/.test(value.childForFieldName('function')?.text ?? ''))
    return [];
  const { keywords } = callArguments(value);
  const named = [keywords.get('alias'), keywords.get('validation_alias')].filter((n): n is Node =>
    Boolean(n),
  );
  return named.flatMap((node) => {
    const single = pythonString(node);
    if (single !== undefined) return [single];
    return node.descendantsOfType('string').flatMap((s) => pythonString(s) ?? []);
  });
}

function modelFields(body: Node): ConfigFieldFact[] {
  const fields: ConfigFieldFact[] = [];
  for (const { node } of bodyStatements(body)) {
    const assignment = assignmentOf(node);
    const left = assignment?.childForFieldName('left');
    const type = assignment?.childForFieldName('type')?.text;
    if (!assignment || left?.type !== 'identifier' || !type || type.startsWith('ClassVar')) continue;
    if (left.text === 'model_config' || left.text.startsWith('_')) continue;
    const names = [left.text, ...aliases(assignment.childForFieldName('right'))];
    fields.push({ names, type });
  }
  return fields;
}

/**
 * pydantic `BaseSettings` classes (a configuration root) and `BaseModel` classes (its nested
 * sections), with the keys they accept: field names and aliases. Classes built on another project
 * class are left out: their inherited keys live in a class this file may not hold.
 */
export function pydanticConfigTypes(path: string, statements: Declaration[]): ConfigTypeFact[] {
  const facts: ConfigTypeFact[] = [];
  for (const { node } of statements) {
    if (node.type !== 'class_definition') continue;
    const name = node.childForFieldName('name')?.text;
    const body = node.childForFieldName('body');
    const bases = (node.childForFieldName('superclasses')?.namedChildren ?? []).filter(
      (base) => base.type !== 'keyword_argument',
    );
    if (!name || !body || bases.length !== 1) continue;
    const base = bases[0]?.text ?? '';
    const settings = SETTINGS_BASE.test(base);
    if (!settings && !MODEL_BASE.test(base)) continue;
    const fact: ConfigTypeFact = {
      name,
      framework: 'pydantic',
      fields: modelFields(body),
      location: locate(path, node),
    };
    if (settings) fact.prefix = '';
    if (acceptsExtra(body)) fact.open = true;
    facts.push(fact);
  }
  return facts;
}
