import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { driftIssueFixture } from '../../../test/drift-issue-fixture';
import { IssueOverviewTab } from './issue-overview-tab';
import { IssueSidePanels } from './issue-side-panels';

const pageId = '1a2b3c4d-0000-4000-8000-000000000001';
const blockUrl = 'https://www.notion.so/1a2b3c4d000040008000000000000001#5e6f7a8b000040008000000000000009';

const notionIssue = driftIssueFixture({
  category: 'external_docs',
  commit_sha: 'abcdef1234567890',
  metadata: { doc_source_type: 'notion', doc_location: blockUrl, notion_page_id: pageId },
});

describe('an issue found in external docs', () => {
  it('hides View Diff and opens the Notion page at the block from View Documentation', () => {
    render(
      <IssueSidePanels
        issue={notionIssue}
        onViewDiff={() => {}}
        linearConnected={true}
        onPushToLinear={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'View Diff' })).toBeNull();
    const link = screen.getByRole('link', { name: 'View Documentation' });
    expect(link).toHaveAttribute('href', blockUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('names the Notion page id on the Documentation Source card', () => {
    render(<IssueOverviewTab issue={notionIssue} />);
    expect(screen.getByText(pageId)).toBeInTheDocument();
    expect(screen.getByText(/Notion page ID/)).toBeInTheDocument();
  });

  it('keeps View Diff for repository docs with a commit', () => {
    render(
      <IssueSidePanels
        issue={driftIssueFixture({
          commit_sha: 'abcdef1234567890',
          metadata: { doc_location: 'docs/api.md' },
        })}
        onViewDiff={() => {}}
        linearConnected={true}
        onPushToLinear={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'View Diff' })).toBeInTheDocument();
  });
});
