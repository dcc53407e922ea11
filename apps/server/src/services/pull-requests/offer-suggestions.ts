import { createHash } from 'node:crypto';
import type { PullRequestScanRow } from '@driftwatch/db';
import {
  claimPullRequestSuggestion,
  recordPostedSuggestion,
  releasePullRequestSuggestion,
} from '@driftwatch/db/worker';
import type { DocEdit, Finding } from '@driftwatch/engine';
import type { ServerContext } from '../../server-context.js';
import type { PullRequestTarget, SuggestionPublisher } from './code-host-publisher.js';

/** The hidden line that marks a review comment as Driftwatch's suggestion. */
const suggestionMarker = '<!-- driftwatch:suggestion -->';

/** A fence longer than any run of backticks in the line, so the line cannot close it. */
function fenceFor(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

export function renderSuggestion(finding: Pick<Finding, 'title'>, edit: DocEdit): string {
  const fence = fenceFor(edit.newLine);
  return [
    suggestionMarker,
    `**Driftwatch:** ${finding.title}`,
    '',
    `${fence}suggestion`,
    edit.newLine,
    fence,
    '',
  ].join('\n');
}

/** The same drift fixed the same way is one suggestion, wherever a later push moved its line. */
function suggestionKey(finding: Finding, edit: DocEdit): string {
  return createHash('sha256').update([finding.fingerprint, edit.path, edit.newLine].join('\0')).digest('hex');
}

/**
 * Offers each certain fix whose doc line the pull request added or changed as a review suggestion on
 * that line, once per pull request: a fix claimed by an earlier run (or a concurrent one) is not
 * posted again. Returns the fingerprints of the findings on the diff, now or before offered as
 * suggestions, so the comment leaves their patches out.
 */
export async function offerSuggestions(
  context: ServerContext,
  suggestions: SuggestionPublisher,
  scan: PullRequestScanRow,
  target: PullRequestTarget,
  findings: Finding[],
): Promise<Set<string>> {
  const certain = findings.filter(
    (finding): finding is Finding & { edit: DocEdit } => finding.edit !== undefined,
  );
  const offered = new Set<string>();
  if (certain.length === 0) return offered;
  const changed = await suggestions.changedLines(target).catch((error: unknown) => {
    // Without the diff every fix stays a patch in the comment; the check itself still completes.
    context.logger.warn({ err: error, pullRequestScanId: scan.id }, 'Reading the pull request diff failed');
    return new Map<string, Set<number>>();
  });
  for (const finding of certain) {
    const { edit } = finding;
    if (!changed.get(edit.path)?.has(edit.line)) continue;
    const claim = await claimPullRequestSuggestion(context.db, {
      organizationId: scan.organizationId,
      repositoryId: scan.repositoryId,
      number: scan.number,
      key: suggestionKey(finding, edit),
    });
    if (!claim) {
      offered.add(finding.fingerprint);
      continue;
    }
    try {
      const id = await suggestions.post(target, {
        path: edit.path,
        line: edit.line,
        body: renderSuggestion(finding, edit),
      });
      await recordPostedSuggestion(context.db, claim.id, id);
      offered.add(finding.fingerprint);
    } catch (error) {
      // The fix stays in the comment's patches, and the next run offers it again.
      await releasePullRequestSuggestion(context.db, claim.id);
      context.logger.warn(
        { err: error, pullRequestScanId: scan.id, path: edit.path, line: edit.line },
        'Posting a suggestion failed',
      );
    }
  }
  return offered;
}
