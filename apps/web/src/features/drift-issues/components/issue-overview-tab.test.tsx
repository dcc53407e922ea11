import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { driftIssueFixture, scannedFixFixture } from '../../../test/drift-issue-fixture';
import { IssueOverviewTab } from './issue-overview-tab';

function suggestionsCard(): HTMLElement {
  const card = screen.getByRole('heading', { name: 'Suggestions' }).closest('section');
  if (!card) throw new Error('no Suggestions card');
  return card;
}

describe('IssueOverviewTab, Suggestions card', () => {
  it('shows the fix in words with the replacement and the line before and after, never as JSON', () => {
    const issue = scannedFixFixture(
      'Change PUT to PATCH in docs/api.md line 54',
      'PUT /api/v1/orders/:orderId',
    );
    render(
      <IssueOverviewTab issue={{ ...issue, suggestions: [...issue.suggestions, 'Update the SDK docs'] }} />,
    );
    const card = suggestionsCard();
    expect(card.textContent).not.toMatch(/[{}]|doc_path|"suggestion"/);
    const fix = within(card).getByRole('region', { name: 'Suggested fix' });
    expect(fix).toHaveTextContent('Update the documentation');
    expect(within(fix).getByText('Change PUT to PATCH')).toBeInTheDocument();
    expect(within(fix).getByText('docs/api.md line 54')).toBeInTheDocument();
    expect(fix).toHaveTextContent('Replace PUT with PATCH');
    expect(within(fix).getByText('Before').nextElementSibling).toHaveTextContent(
      'PUT /api/v1/orders/:orderId',
    );
    expect(within(fix).getByText('After').nextElementSibling).toHaveTextContent(
      'PATCH /api/v1/orders/:orderId',
    );
    // The fix is not repeated in the list; the other suggestion is.
    const others = within(card).getByRole('list', { name: 'Other suggestions' });
    expect(
      within(others)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Update the SDK docs']);
  });

  it('shows other fix details as labelled text', () => {
    render(
      <IssueOverviewTab
        issue={driftIssueFixture({
          metadata: {
            fix_action: 'update_docs',
            fix_details: { replacement: { from: 'a', to: 'b' }, files: ['x.md'] },
          },
        })}
      />,
    );
    const card = suggestionsCard();
    expect(card.textContent).not.toMatch(/[{}]/);
    expect(within(card).getByText('Replacement').nextElementSibling).toHaveTextContent('From: a; To: b');
    expect(within(card).getByText('Files').nextElementSibling).toHaveTextContent('x.md');
  });
});
