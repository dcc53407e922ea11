import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { GithubStep } from './github-step';

const state = {
  currentStep: 'github_app' as const,
  organization_id: '00000000-0000-4000-8000-000000000002',
  githubAppConfigured: true,
  githubAppInstallUrl: 'https://github.com/apps/driftwatch/installations/new',
  githubAppMissingConfig: [],
};

describe('GithubStep', () => {
  const fetchMock = stubFetch();

  it('opens the app installation page in a new tab when a GitHub App is configured', () => {
    renderWithProviders(
      <GithubStep state={state} onAdvanced={vi.fn()} onRefresh={vi.fn()} refreshing={false} />,
    );
    const link = screen.getByRole('link', { name: /Connect GitHub/ });
    expect(link).toHaveAttribute('href', state.githubAppInstallUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('sends the new tab to the install page with a state from the server', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fetchMock.mockResolvedValue(jsonResponse(200, { oauth_url: `${state.githubAppInstallUrl}?state=s1` }));
    renderWithProviders(
      <GithubStep state={state} onAdvanced={vi.fn()} onRefresh={vi.fn()} refreshing={false} />,
    );
    await userEvent.click(screen.getByRole('link', { name: /Connect GitHub/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toBe(`${state.githubAppInstallUrl}?state=s1`));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/github/connect?source=setup');
    open.mockRestore();
  });

  it('explains the Git URL path and offers to continue when no GitHub App is configured', () => {
    renderWithProviders(
      <GithubStep
        state={{
          ...state,
          githubAppConfigured: false,
          githubAppInstallUrl: null,
          githubAppMissingConfig: [
            'GITHUB_APP_ID',
            'GITHUB_APP_PRIVATE_KEY',
            'GITHUB_APP_WEBHOOK_SECRET',
            'GITHUB_APP_SLUG',
          ],
        }}
        onAdvanced={vi.fn()}
        onRefresh={vi.fn()}
        refreshing={false}
      />,
    );
    expect(screen.queryByRole('link', { name: /Connect GitHub/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /This server has no GitHub App configured \(set GITHUB_APP_ID, GITHUB_APP_PRIVATE_KEY, GITHUB_APP_WEBHOOK_SECRET, GITHUB_APP_SLUG\)/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/On the Repositories screen, add the repository by its Git URL/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('lets the user go on without installing the app when one is configured', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...state, currentStep: 'integrations' }));
    const onAdvanced = vi.fn();
    renderWithProviders(
      <GithubStep state={state} onAdvanced={onAdvanced} onRefresh={vi.fn()} refreshing={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue without the GitHub App' }));
    await vi.waitFor(() => expect(onAdvanced).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/setup/advance');
    expect(JSON.parse(String(init?.body))).toEqual({ step: 'github_app', action: 'skip' });
  });
});
