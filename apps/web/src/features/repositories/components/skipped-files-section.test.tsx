import type { Scan } from '@driftwatch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { repositoryFixture } from '../../../test/repository-fixture';
import { stubFetch } from '../../../test/stub-fetch';
import { ConnectedRepositoryCard } from './connected-repository-card';

function finishedScan(overrides: Partial<Scan>): Scan {
  return {
    id: '00000000-0000-4000-8000-0000000000bb',
    repositoryId: '00000000-0000-4000-8000-0000000000aa',
    status: 'succeeded',
    trigger: 'manual',
    requestedRevision: null,
    commitSha: '0123456789abcdef0123456789abcdef01234567',
    commitMessage: 'Add orders',
    commitAuthor: 'Ada Lovelace',
    options: { include_pr_checks: false, include_external_docs: true },
    attempts: 1,
    startedAt: '2026-11-20T10:00:00.000Z',
    finishedAt: '2026-11-20T10:00:05.000Z',
    durationMs: 5000,
    findingsCount: 0,
    issuesCreated: 0,
    issuesRedetected: 0,
    issuesResolved: 0,
    stats: { codeFiles: 12, docFiles: 3, bytes: 40_000, durationMs: 900 },
    skippedFiles: [],
    skippedFileCount: 0,
    error: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function renderCard(scan: Scan) {
  renderWithProviders(
    <ConnectedRepositoryCard
      repository={repositoryFixture({
        lastScan: scan,
        lastScanAt: scan.finishedAt,
        lastDriftStatus: 'inSync',
      })}
      selected={false}
      onSelectedChange={() => {}}
      live={undefined}
    />,
  );
}

describe('the files a scan could not read, on the repository card', () => {
  const fetchMock = stubFetch();
  // The card's own sections load nothing until opened; any request they make finds nothing.
  beforeEach(() => fetchMock.mockImplementation(async () => jsonResponse(404, {})));

  it('says how many files were not read and lists each with its reason when opened', async () => {
    renderCard(
      finishedScan({
        skippedFiles: [
          { path: 'src/generated/parser-table.js', reason: 'not read: nesting deeper than 500' },
          { path: 'docs/huge.md', reason: 'not read: over the time budget' },
        ],
        skippedFileCount: 2,
      }),
    );
    const toggle = screen.getByRole('button', { name: '2 files not read' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Files not read' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Drift in these files is not reported; the rest was scanned.')).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Files not read' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'src/generated/parser-table.jsnesting deeper than 500',
      'docs/huge.mdover the time budget',
    ]);
    expect(screen.queryByText(/more not listed/)).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.queryByRole('list', { name: 'Files not read' })).not.toBeInTheDocument();
  });

  it('counts the files the scan did not list', async () => {
    renderCard(
      finishedScan({
        skippedFiles: [{ path: 'src/deep.js', reason: 'not read: the parser crashed (SIGSEGV)' }],
        skippedFileCount: 131,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '131 files not read' }));
    expect(screen.getByText('the parser crashed (SIGSEGV)')).toBeVisible();
    expect(screen.getByText('and 130 more not listed')).toBeVisible();
  });

  it('says one file in the singular', () => {
    renderCard(
      finishedScan({
        skippedFiles: [{ path: 'README.md', reason: 'not read: more than 3000 table rows' }],
        skippedFileCount: 1,
      }),
    );
    expect(screen.getByRole('button', { name: '1 file not read' })).toBeVisible();
  });

  it('shows nothing when every file was read', () => {
    renderCard(finishedScan({}));
    expect(screen.getByText('In Sync')).toBeVisible();
    expect(screen.queryByRole('button', { name: /not read/ })).not.toBeInTheDocument();
  });
});
