import type { ProjectIndex } from '../index/project-index.js';
import type { Finding } from '../model/finding.js';

/** A draft finding: everything but the fingerprint, which the pipeline adds. */
export type DraftFinding = Omit<Finding, 'fingerprint'>;

export interface Rule {
  id: string;
  /** The finding subtypes the rule produces. */
  subtypes: string[];
  description: string;
  run(index: ProjectIndex): DraftFinding[];
}
