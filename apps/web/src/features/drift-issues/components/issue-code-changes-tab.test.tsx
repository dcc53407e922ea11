import type { StructuredDiff } from '@driftwatch/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { driftIssueFixture } from '../../../test/drift-issue-fixture';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { IssueCodeChangesTab } from './issue-code-changes-tab';

const sha = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00';

/** A commit rebased a day after it was written: the author date and the commit date differ. */
const rebasedCommit: StructuredDiff = {
  commit_sha: sha,
  parent_sha: null,
  repository_url: null,
  commit_url: null,
  commit_message: 'Operations endpoints move under the /ops prefix',
  author: 'Grace Hopper',
  authored_at: '2026-11-19T09:30:00.000Z',
  committed_at: '2026-11-20T10:00:00.000Z',
  truncated: false,
  concerns: [],
  files: [],
  stats: { files: 0, additions: 0, deletions: 0 },
};

describe('IssueCodeChangesTab', () => {
  const fetchMock = stubFetch();
  const issue = driftIssueFixture({ commit_sha: sha, commit_message: 'Operations move' });

  it("shows the commit's author and its author date, not the date it was committed", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, rebasedCommit));
    renderWithProviders(<IssueCodeChangesTab issue={issue} />);
    const byline = await screen.findByText(/Grace Hopper · authored/);
    const time = byline.querySelector('time');
    expect(time).toHaveAttribute('dateTime', rebasedCommit.authored_at);
    expect(time).toHaveTextContent(formatDateTime(rebasedCommit.authored_at));
    expect(byline).not.toHaveTextContent(/committed/);
  });

  it('claims no date when git cannot show the commit', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'The requested resource was not found.' } }),
    );
    renderWithProviders(<IssueCodeChangesTab issue={driftIssueFixture({ ...issue, author: 'Ada' })} />);
    const byline = await screen.findByText('Ada');
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    expect(byline.querySelector('time')).toBeNull();
    expect(byline).not.toHaveTextContent(/authored/);
  });
});
