import type { DriftwatchConfig } from '../config/config.js';
import type { ProjectIndex } from '../index/project-index.js';
import { createRuleRegistry } from '../rules/registry.js';
import type { DraftFinding } from '../rules/rule.js';
import type { ScanOptions } from './scan-options.js';

/**
 * Runs every rule the configuration enables. The link rule sees every page read (older versions'
 * pages included: their links must still resolve); the others see `current`, the docs of today's
 * release.
 */
export function runRules(
  index: ProjectIndex,
  current: ProjectIndex,
  config: DriftwatchConfig,
  onProgress: ScanOptions['onProgress'],
): DraftFinding[] {
  const drafts: DraftFinding[] = [];
  const rules = createRuleRegistry().filter((r) => config.undocumentedApi || r.id !== 'undocumented-api');
  rules.forEach((rule, i) => {
    onProgress?.({ phase: 'rules', done: i, total: rules.length });
    // One rule failing on an odd input must not cost the whole report.
    try {
      drafts.push(...rule.run(rule.id === 'broken-links' ? index : current));
    } catch (error) {
      process.emitWarning(`driftwatch: rule ${rule.id} failed: ${(error as Error).message}`);
    }
  });
  return drafts;
}
