import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { driftIssueFixture } from '../../../test/drift-issue-fixture';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { PushToLinearDialog } from './push-to-linear-dialog';

const teams = [
  { id: 'team-eng', name: 'Engineering', key: 'ENG' },
  { id: 'team-doc', name: 'Documentation', key: 'DOC' },
];
const projectsByTeam: Record<string, { id: string; name: string; state: string }[]> = {
  'team-eng': [{ id: 'project-api', name: 'API v2', state: 'started' }],
  'team-doc': [{ id: 'project-style', name: 'Style guide', state: 'planned' }],
};

describe('PushToLinearDialog', () => {
  const fetchMock = stubFetch();
  const issue = driftIssueFixture();

  function answerLinear(create: () => Response) {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/integrations/linear/teams') return jsonResponse(200, { teams });
      if (url.pathname === '/api/integrations/linear/projects') {
        return jsonResponse(200, { projects: projectsByTeam[url.searchParams.get('team_id') ?? ''] ?? [] });
      }
      return create();
    });
  }

  function lastToast() {
    return getToasts().at(-1);
  }

  it('needs a team, offers No project, and empties the project when the team changes', async () => {
    answerLinear(() =>
      jsonResponse(200, {
        success: true,
        created: true,
        issue: {
          id: 'l-1',
          identifier: 'DOC-1',
          title: 'x',
          url: 'https://linear.test/DOC-1',
          state: 'Todo',
          priority: 2,
        },
        mapping: {
          drift_issue_id: issue.id,
          linear_issue_id: 'l-1',
          linear_issue_url: 'https://linear.test/DOC-1',
          linear_status: 'Todo',
          team_id: 'team-doc',
          project_id: null,
          linear_sync_at: null,
        },
      }),
    );
    renderWithProviders(<PushToLinearDialog issue={issue} open onOpenChange={() => undefined} />);
    const create = screen.getByRole('button', { name: 'Create Issue' });
    expect(create).toBeDisabled();
    const team = screen.getByLabelText('Team');
    await screen.findByRole('option', { name: 'Engineering (ENG)' });
    await userEvent.selectOptions(team, 'team-eng');
    const project = screen.getByLabelText('Project (optional)');
    expect(screen.getByRole('option', { name: 'No project' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'API v2 · started' });
    await userEvent.selectOptions(project, 'project-api');
    expect(project).toHaveValue('project-api');

    await userEvent.selectOptions(team, 'team-doc');
    expect(project).toHaveValue('');
    await screen.findByRole('option', { name: 'Style guide · planned' });
    expect(create).toBeEnabled();
    await userEvent.click(create);

    await waitFor(() => expect(lastToast()?.title).toBe('Issue created in Linear'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      drift_issue_id: issue.id,
      team_id: 'team-doc',
      project_id: null,
    });
  });

  it('tells the person to connect Linear when it is not connected', async () => {
    answerLinear(() => jsonResponse(409, {}));
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(409, {
        error: {
          code: 'REQUEST_FAILED',
          message: 'Please connect your Linear integration first',
          details: { reason: 'linear_not_connected' },
        },
      }),
    );
    renderWithProviders(<PushToLinearDialog issue={issue} open onOpenChange={() => undefined} />);
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Linear not connected',
        description: 'Please connect your Linear integration first',
      }),
    );
  });

  it('shows the server’s reason when Linear refuses the issue', async () => {
    answerLinear(() =>
      jsonResponse(400, {
        error: {
          code: 'REQUEST_FAILED',
          message: 'Linear refused the request: Could not find referenced Team.',
          details: { reason: 'linear_request_failed' },
        },
      }),
    );
    renderWithProviders(<PushToLinearDialog issue={issue} open onOpenChange={() => undefined} />);
    await screen.findByRole('option', { name: 'Engineering (ENG)' });
    await userEvent.selectOptions(screen.getByLabelText('Team'), 'team-eng');
    await userEvent.click(screen.getByRole('button', { name: 'Create Issue' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error creating Linear issue',
        description: 'Linear refused the request: Could not find referenced Team.',
      }),
    );
  });
});
