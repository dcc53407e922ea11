import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { InstallGithubPage } from './install-github-page';

const installation = { installation_id: 42, account: 'acme', repository_count: 3 };

describe('InstallGithubPage', () => {
  const fetchMock = stubFetch();
  const render = (entry: string) =>
    renderWithProviders(<InstallGithubPage />, {
      path: '/install/github',
      initialEntry: entry,
      extraRoutes: [{ path: '/setup', element: <p>Setup wizard</p> }],
    });

  it('needs installation_id and offers Back to setup', async () => {
    render('/install/github');
    expect(await screen.findByText('Missing installation_id in callback URL.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to setup' }));
    expect(await screen.findByText('Setup wizard')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the installation with its state, verifies it and returns to /setup', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { success: true, installation }))
      .mockResolvedValueOnce(jsonResponse(200, { installed: true, installation }));
    render('/install/github?installation_id=42&setup_action=install&state=abc');
    expect(screen.getByText('Completing GitHub App setup...')).toBeInTheDocument();
    expect(await screen.findByText('GitHub App installed. Redirecting to setup...')).toBeInTheDocument();
    expect(await screen.findByText('Setup wizard', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/integrations/github/app/installations');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      installation_id: 42,
      state: 'abc',
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/integrations/github/app/installed?installation_id=42');
  });

  it("shows the server's reason when the save is refused", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, {
        error: {
          code: 'REQUEST_FAILED',
          message: 'This GitHub App installation is already connected to another Driftwatch organization.',
          details: { reason: 'installation_claimed' },
        },
      }),
    );
    render('/install/github?installation_id=42&state=abc');
    expect(
      await screen.findByText(
        'This GitHub App installation is already connected to another Driftwatch organization.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to setup' })).toBeInTheDocument();
  });

  it('shows the default failure text when saving fails without a message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, {}));
    render('/install/github?installation_id=42&state=abc');
    expect(
      await screen.findByText('Failed to save installation. Please ensure you are signed in and try again.'),
    ).toBeInTheDocument();
  });

  it('only confirms an installation GitHub sends back without a state (its settings were changed)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { installed: true, installation }));
    render('/install/github?installation_id=42&setup_action=update');
    expect(await screen.findByText('GitHub App installed. Redirecting to setup...')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails when the organization does not hold the installation it is sent back with', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { installed: false, installation: null }));
    render('/install/github?installation_id=42');
    expect(
      await screen.findByText('Failed to save installation. Please ensure you are signed in and try again.'),
    ).toBeInTheDocument();
  });
});
