import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Finding } from '../model/finding.js';
import { type FilePlan, planFixes } from './plan-fixes.js';

/**
 * Writes every certain fix of a report into the working tree at `root`, file by file; a file
 * whose text is not what the scan read is left alone (its plan says why). With `dryRun` nothing
 * is written and the plans carry the patches.
 */
export function applyFixes(root: string, findings: Finding[], dryRun = false): FilePlan[] {
  const plans = planFixes(root, findings);
  if (!dryRun)
    for (const plan of plans)
      if (!plan.refused && plan.applied.length > 0) writeFileSync(path.join(root, plan.path), plan.text);
  return plans;
}
