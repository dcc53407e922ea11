import type { ProjectIndex } from '../../index/project-index.js';
import type { PythonLayout } from './find-python-roots.js';

/** The project class a name stands for in the docs, and the module it is imported from. */
export interface ReceiverType {
  type: string;
  module: string;
}

/**
 * The types the project's pytest fixtures give their names (`mocker` -> MockerFixture of
 * `pytest_mock.plugin`): a plugin's docs show tests taking `mocker` untyped, and pyright reads
 * the parameter's type only from an annotation. Fixtures of test folders are the project's own
 * test set-up, not what it documents; a name declared with two types, or a type that is not one
 * project class, says nothing.
 */
export function findFixtureTypes(
  index: ProjectIndex,
  layout: PythonLayout,
  classModules: Map<string, string>,
): Map<string, ReceiverType> {
  const modules = new Map(layout.modules.map((m) => [m.path, m.name]));
  const out = new Map<string, ReceiverType>();
  const conflicting = new Set<string>();
  for (const file of index.files) {
    const module = modules.get(file.path);
    if (!module) continue;
    for (const fixture of file.fixtures ?? []) {
      const type = fixture.type.split('.').at(-1) ?? fixture.type;
      const local = file.symbols.some((s) => s.kind === 'class' && s.name === type && !s.container);
      const home = local ? module : classModules.get(type);
      const known = out.get(fixture.name);
      if (!home || (known && (known.type !== type || known.module !== home))) {
        conflicting.add(fixture.name);
        continue;
      }
      out.set(fixture.name, { type, module: home });
    }
  }
  for (const name of conflicting) out.delete(name);
  return out;
}
