import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { GithubStep } from './github-step';

const state = {
  currentStep: 'github_app' as const,
  organization_id: '00000000-0000-4000-8000-000000000002',
  githubAppConfigured: true,
  githubAppInstallUrl: 'https://github.com/apps/driftwatch/installations/new',
};

describe('GithubStep', () => {
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

  it('explains the Git URL path and offers to continue when no GitHub App is configured', () => {
    renderWithProviders(
      <GithubStep
        state={{ ...state, githubAppConfigured: false, githubAppInstallUrl: null }}
        onAdvanced={vi.fn()}
        onRefresh={vi.fn()}
        refreshing={false}
      />,
    );
    expect(screen.queryByRole('link', { name: /Connect GitHub/ })).not.toBeInTheDocument();
    expect(screen.getByText(/This server has no GitHub App configured/)).toBeInTheDocument();
    expect(
      screen.getByText(/On the Repositories screen, add the repository by its Git URL/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
