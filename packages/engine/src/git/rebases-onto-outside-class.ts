import type { ProjectIndex } from '../index/project-index.js';
import { resolveBaseType } from '../rules/shared/resolve-base-type.js';

/** `class Quart(App, metaclass=M):`, `export class Agent extends undici.Agent implements X {`. */
const CLASS_LINE =
  /^\s*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)\s*(?:\(([^)]*)\)|extends\s+([\w$.]+))?/;

/** A class line's name and the bases it names (keyword arguments such as `metaclass=` left out). */
export function readClassLine(line: string): { name: string; bases: string[] } | undefined {
  const m = CLASS_LINE.exec(line);
  if (!m?.[1]) return undefined;
  const list = m[2] ?? m[3] ?? '';
  const bases = list
    .split(',')
    .map((b) => b.trim())
    .filter((b) => b !== '' && !b.includes('='));
  return { name: m[1], bases };
}

/**
 * A commit that changes an existing class's base to a class from outside the project
 * (`-class Quart(Scaffold):` / `+class Quart(App):` from flask) moves the members it deletes into
 * that dependency: the class still has them, inherited, though the project declares them no more.
 */
export function rebasesOntoOutsideClass(
  index: ProjectIndex,
  before: Map<string, string[]>,
  after: Map<string, string[]>,
): boolean {
  for (const [name, bases] of after) {
    const old = before.get(name);
    if (!old) continue;
    if (bases.some((b) => !old.includes(b) && resolveBaseType(index, b) === 'outside')) return true;
  }
  return false;
}
