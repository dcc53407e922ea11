import type { StructuredDiff } from '@driftwatch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { driftIssueFixture } from '../../../test/drift-issue-fixture';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { DiffViewerDialog } from './diff-viewer-dialog';

type DiffFile = StructuredDiff['files'][number];

function diffFile(path: string, concerns: string[]): DiffFile {
  return {
    path,
    previous_path: null,
    status: 'modified',
    additions: 1,
    deletions: 1,
    language: 'typescript',
    binary: false,
    patch_truncated: false,
    concerns,
    hunks: [
      {
        header: '@@ -1,1 +1,1 @@',
        old_start: 1,
        old_lines: 1,
        new_start: 1,
        new_lines: 1,
        lines: [
          {
            type: 'removed',
            content: "adminRouter.get('/stats', handler);",
            old_number: 1,
            new_number: null,
            concern: concerns.length > 0,
          },
          {
            type: 'added',
            content: "opsRouter.get('/stats', handler);",
            old_number: null,
            new_number: 1,
            concern: concerns.length > 0,
          },
        ],
      },
    ],
  };
}

function structuredDiff(files: DiffFile[], concerns: StructuredDiff['concerns']): StructuredDiff {
  return {
    commit_sha: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
    parent_sha: null,
    repository_url: null,
    commit_url: null,
    commit_message: 'Operations endpoints move under the /ops prefix',
    author: 'Grace Hopper',
    authored_at: '2026-11-19T09:30:00.000Z',
    committed_at: '2026-11-20T10:00:00.000Z',
    truncated: false,
    concerns,
    files,
    stats: { files: files.length, additions: files.length, deletions: files.length },
  };
}

const removedRoute = { name: 'GET /admin/stats', kind: 'export' as const, path: 'docs/api.md' };

describe('DiffViewerDialog', () => {
  const fetchMock = stubFetch();
  const issue = driftIssueFixture({ key: 'DRIFT-6', title: 'GET /admin/stats does not exist in the code' });

  it('opens on the Concerns tab with the files a removed route concerns, flagged CONCERN', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
        structuredDiff(
          [
            diffFile('CHANGELOG.md', []),
            diffFile('src/app.ts', ['GET /admin/stats']),
            diffFile('src/routes/ops.ts', ['GET /admin/stats']),
          ],
          [removedRoute],
        ),
      ),
    );
    renderWithProviders(<DiffViewerDialog issue={issue} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Code changes for DRIFT-6' });
    expect(await within(dialog).findByRole('tab', { name: 'Concerns (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('tab', { name: 'All Files (3)' })).toBeInTheDocument();
    const files = within(dialog).getByRole('list', { name: 'Changed files' });
    expect(within(files).getAllByText('GET /admin/stats')).toHaveLength(2);
    expect(within(dialog).getAllByText('CONCERN')).toHaveLength(2);
  });

  it('names the concerns when no changed file mentions them', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, structuredDiff([diffFile('CHANGELOG.md', [])], [removedRoute])),
    );
    renderWithProviders(<DiffViewerDialog issue={issue} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Code changes for DRIFT-6' });
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Concerns (0)' }));
    expect(
      within(dialog).getByText('No file this commit changed mentions GET /admin/stats.'),
    ).toBeInTheDocument();
  });
});
