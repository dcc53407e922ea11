import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { getToasts } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ConnectionReturnNotice } from './connection-return-notice';

const render = (entry: string) =>
  renderWithProviders(
    <>
      <ConnectionReturnNotice />
      <Toaster />
    </>,
    { path: '/integrations', initialEntry: entry },
  );

describe('ConnectionReturnNotice', () => {
  it('shows the spec message for a returned error code, then clears it from the address', async () => {
    const { router } = render('/integrations?error=invalid_state&tab=all');
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('Security validation failed. Please try again.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=all');
  });

  it('shows the general message for a code it does not know', async () => {
    render('/integrations?error=access_denied');
    expect(await screen.findByText('Failed to connect integration. Please try again.')).toBeInTheDocument();
  });

  it('announces a connected integration in a modal and clears the query', async () => {
    const { router } = render('/integrations?success=slack&user=Ada');
    const dialog = await screen.findByRole('dialog', { name: 'Slack connected' });
    expect(dialog).toHaveTextContent('Slack is connected as Ada.');
    expect(screen.getByRole('button', { name: 'Continue to Dashboard' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing without a return query', async () => {
    // The toast store outlives a test; a new toast would take a new id.
    const lastToast = getToasts().at(-1)?.id;
    const { router } = render('/integrations?tab=all');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getToasts().at(-1)?.id).toBe(lastToast);
    expect(router.state.location.search).toBe('?tab=all');
  });
});
