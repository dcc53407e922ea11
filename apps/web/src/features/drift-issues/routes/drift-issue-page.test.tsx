import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { DriftIssuePage } from './drift-issue-page';

describe('DriftIssuePage', () => {
  const fetchMock = stubFetch();

  it('says "Issue not found" with a Go back button that returns to the list', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }));
    renderWithProviders(<DriftIssuePage />, {
      path: '/drift-issues/:issueId',
      initialEntry: '/drift-issues/DRIFT-404',
      extraRoutes: [{ path: '/drift-issues', element: <p>Issue list</p> }],
    });
    expect(await screen.findByRole('heading', { name: 'Issue not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(/^Issues\/DRIFT-404$/);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/drift-issues/DRIFT-404');
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('Issue list')).toBeInTheDocument();
  });

  it('shortens an id in the breadcrumb to its first 8 characters, never a key', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }));
    renderWithProviders(<DriftIssuePage />, {
      path: '/drift-issues/:issueId',
      initialEntry: '/drift-issues/0f1e2d3c-0000-4000-8000-000000000abc',
    });
    expect(await screen.findByRole('heading', { name: 'Issue not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(/^Issues\/0f1e2d3c$/);
  });
});
