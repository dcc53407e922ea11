import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { InstallGithubPage } from './install-github-page';

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

  it('saves the installation, confirms and returns to /setup', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    render('/install/github?installation_id=42');
    expect(screen.getByText('Completing GitHub App setup...')).toBeInTheDocument();
    expect(await screen.findByText('GitHub App installed. Redirecting to setup...')).toBeInTheDocument();
    expect(await screen.findByText('Setup wizard', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/integrations/github/app/installed?installation_id=42');
  });

  it('shows the default failure text when saving fails without a message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, {}));
    render('/install/github?installation_id=42');
    expect(
      await screen.findByText('Failed to save installation. Please ensure you are signed in and try again.'),
    ).toBeInTheDocument();
  });

  it('says truthfully that this server does not take installations when the endpoint is missing', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'The requested resource was not found.' } }),
    );
    render('/install/github?installation_id=42');
    expect(
      await screen.findByRole('heading', {
        name: 'This server does not handle GitHub App installations yet',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('The requested resource was not found.')).not.toBeInTheDocument();
    expect(screen.getByText(/installation 42/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue setup' }));
    expect(await screen.findByText('Setup wizard')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
