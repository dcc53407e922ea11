import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { driftIssueFixture } from '../../../test/drift-issue-fixture';
import { renderWithProviders } from '../../../test/render-with-providers';
import { IssueSidePanels } from './issue-side-panels';

function renderPanels(
  issue = driftIssueFixture(),
  linearConnected: boolean | undefined = true,
  linearNeedsReconnect = false,
) {
  renderWithProviders(
    <IssueSidePanels
      issue={issue}
      onViewDiff={() => undefined}
      linearConnected={linearConnected}
      linearNeedsReconnect={linearNeedsReconnect}
      onPushToLinear={() => undefined}
    />,
  );
}

describe('IssueSidePanels Linear actions', () => {
  it('offers Push to Linear when Linear is connected and the issue has no Linear issue', () => {
    renderPanels();
    expect(screen.getByRole('button', { name: 'Push to Linear' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View in Linear' })).not.toBeInTheDocument();
  });

  it('shows View in Linear and the Linear status once the issue has a Linear issue', () => {
    renderPanels(
      driftIssueFixture({
        linear_issue_id: 'l-1',
        linear_issue_url: 'https://linear.test/acme/issue/ENG-1',
        linear_status: 'In Progress',
      }),
    );
    expect(screen.getByRole('link', { name: 'View in Linear' })).toHaveAttribute(
      'href',
      'https://linear.test/acme/issue/ENG-1',
    );
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Push to Linear' })).not.toBeInTheDocument();
  });

  it('points to Integrations when Linear is not connected', () => {
    renderPanels(driftIssueFixture(), false);
    expect(screen.getByRole('link', { name: 'connect Linear' })).toHaveAttribute('href', '/integrations');
    expect(screen.queryByRole('button', { name: 'Push to Linear' })).not.toBeInTheDocument();
  });

  it('says Linear needs reconnecting when it refused the token, on a pushed issue and on one not pushed', () => {
    const pushed = driftIssueFixture({
      linear_issue_id: 'l-1',
      linear_issue_url: 'https://linear.test/acme/issue/ENG-1',
      linear_status: 'Todo',
    });
    renderPanels(pushed, false, true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Linear needs reconnecting: this status is not kept up to date. Reconnect Linear',
    );
    expect(screen.getByRole('link', { name: 'Reconnect Linear' })).toHaveAttribute('href', '/integrations');
  });

  it('offers no push while Linear needs reconnecting', () => {
    renderPanels(driftIssueFixture(), false, true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Linear needs reconnecting before issues can be pushed.',
    );
    expect(screen.queryByRole('button', { name: 'Push to Linear' })).not.toBeInTheDocument();
  });
});
