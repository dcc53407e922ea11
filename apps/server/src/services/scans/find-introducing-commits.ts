import type { Finding } from '@driftwatch/engine';
import type {
  IntroducingCommitTarget,
  RepositoryCheckout,
  RepositoryProvider,
} from '@driftwatch/integrations';
import type { IntroducingCommit } from './finding-to-issue.js';
import { introducingProbes } from './introducing-probes.js';

/**
 * The commit that introduced each new finding's drift, by fingerprint, found with git in the scan's
 * checkout within the provider's limits. A finding left out (no evidence, limits reached, git
 * trouble) keeps the scanned commit; attribution never fails a scan.
 */
export interface FindIntroducingCommitsInput {
  provider: RepositoryProvider;
  checkout: RepositoryCheckout;
  scannedSha: string;
  findings: Finding[];
  onError: (error: unknown) => void;
}

export async function findIntroducingCommits({
  provider,
  checkout,
  scannedSha,
  findings,
  onError,
}: FindIntroducingCommitsInput): Promise<Map<string, IntroducingCommit>> {
  const targets: IntroducingCommitTarget[] = [];
  const seen = new Set<string>();
  for (const finding of findings) {
    if (seen.has(finding.fingerprint)) continue;
    seen.add(finding.fingerprint);
    const probes = introducingProbes(finding);
    if (probes.length > 0) targets.push({ key: finding.fingerprint, probes });
  }
  try {
    const commits = await provider.findIntroducingCommits(checkout, scannedSha, targets);
    return new Map(
      [...commits].map(([fingerprint, commit]) => [
        fingerprint,
        { sha: commit.sha, message: commit.message, author: commit.authorName },
      ]),
    );
  } catch (error) {
    onError(error);
    return new Map();
  }
}
