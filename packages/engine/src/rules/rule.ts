import type { ProjectIndex } from '../index/project-index.js';
import type { Finding } from '../model/finding.js';

/**
 * A rename the rule is sure of: `from` becomes `to` on the doc line (`line` when the finding
 * spans several). The pipeline turns it into the finding's patch when the doc still says `from`.
 */
export interface CertainRename {
  from: string;
  to: string;
  line?: number;
}

/** A draft finding: everything but the fingerprint, which the pipeline adds. */
export type DraftFinding = Omit<Finding, 'fingerprint'> & { rename?: CertainRename };

export interface Rule {
  id: string;
  /** The finding subtypes the rule produces. */
  subtypes: string[];
  description: string;
  run(index: ProjectIndex): DraftFinding[];
}
