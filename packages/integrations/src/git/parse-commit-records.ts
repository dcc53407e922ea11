import type { CommitInfo } from './repository-provider.js';

/** The `git log --format` that parseCommitRecords reads; fields split by US, records by NUL (-z). */
export const commitRecordFormat = '%H%x1f%P%x1f%an%x1f%ae%x1f%aI%x1f%cn%x1f%ce%x1f%cI%x1f%B';

/** Git prints the committer's offset (+02:00); stored dates are UTC. */
function toUtcIso(date: string | undefined): string {
  const parsed = new Date(date ?? '');
  return Number.isNaN(parsed.getTime()) ? '' : parsed.toISOString();
}

export function parseCommitRecords(output: string): CommitInfo[] {
  const commits: CommitInfo[] = [];
  for (const record of output.split('\0')) {
    if (record.trim().length === 0) continue;
    const fields = record.split('\x1f');
    const [sha, parents, authorName, authorEmail, authoredAt, committerName, committerEmail, committedAt] =
      fields;
    if (sha === undefined || committedAt === undefined) continue;
    // The message is last, so a stray separator inside it cannot shift the other fields.
    const message = fields.slice(8).join('\x1f').replace(/\s+$/, '');
    commits.push({
      sha: sha.trim(),
      parents: (parents ?? '').split(' ').filter((parent) => parent.length > 0),
      message,
      subject: message.split('\n', 1)[0] ?? '',
      authorName: authorName ?? '',
      authorEmail: authorEmail ?? '',
      authoredAt: toUtcIso(authoredAt),
      committerName: committerName ?? '',
      committerEmail: committerEmail ?? '',
      committedAt: toUtcIso(committedAt),
    });
  }
  return commits;
}
