import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { openFeedback } from '../lib/open-feedback';
import { FEEDBACK_CONTEXT_CLEAR_DELAY_MS, FeedbackWidget } from './feedback-widget';

const context = {
  id: 'dashboard',
  title: 'How is the dashboard?',
  description: 'Tell us what helps and what gets in the way.',
  placeholder: 'The dashboard...',
  show_rating: true,
  active: true,
};

/** The floating button stays in the page while the dialog is open; it is the first of the two. */
function floatingButton(): HTMLElement {
  const [button] = screen.getAllByRole('button', { name: 'Send Feedback' });
  if (!button) throw new Error('the floating Send Feedback button is missing');
  return button;
}

describe('FeedbackWidget', () => {
  const fetchMock = stubFetch();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens when another screen asks for it (Contact Support)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'missing' } }));
    renderWithProviders(<FeedbackWidget />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openFeedback());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('falls back to the default texts when the context cannot be loaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'missing' } }));
    renderWithProviders(<FeedbackWidget />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByText('Share your thoughts with us.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Your feedback...')).toBeInTheDocument();
    expect(screen.queryByText('Rating')).not.toBeInTheDocument();
  });

  it('loads the page context without auth, validates, rates and submits with url and timestamp', async () => {
    window.localStorage.setItem('auth_token', 'tok');
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/feedback/contexts/')
        ? jsonResponse(200, { context })
        : jsonResponse(201, { success: true, id: '00000000-0000-4000-8000-000000000009', message: 'Thanks' }),
    );
    renderWithProviders(<FeedbackWidget />, { path: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByRole('heading', { name: 'How is the dashboard?' })).toBeInTheDocument();
    const [contextUrl, contextInit] = fetchMock.mock.calls[0] ?? [];
    expect(contextUrl).toBe('/api/feedback/contexts/dashboard');
    expect(contextInit?.headers).not.toHaveProperty('Authorization');

    const dialog = screen.getByRole('dialog');
    await userEvent.type(screen.getByLabelText('Your feedback'), '   ');
    await userEvent.click(screen.getAllByRole('button', { name: 'Send Feedback' }).at(-1) ?? dialog);
    expect(await screen.findByText('Please enter your feedback')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '4 stars: Good' }));
    expect(screen.getByText('Good')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '4 stars: Good' }));
    expect(screen.getByText('No rating')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '5 stars: Excellent' }));

    await userEvent.type(screen.getByLabelText('Your feedback'), 'Love the PR comments');
    await userEvent.click(screen.getAllByRole('button', { name: 'Send Feedback' }).at(-1) ?? dialog);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [submitUrl, submitInit] = fetchMock.mock.calls[1] ?? [];
    expect(submitUrl).toBe('/api/feedback');
    expect(submitInit?.headers).toMatchObject({ Authorization: 'Bearer tok' });
    const body = JSON.parse(String(submitInit?.body));
    expect(body).toMatchObject({
      text: 'Love the PR comments',
      context: 'dashboard',
      rating: 5,
      url: window.location.href,
    });
    expect(body.metadata.url).toBe(window.location.href);
    expect(Number.isNaN(Date.parse(body.metadata.timestamp))).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToasts()[0]?.title).toBe('Thank you!');
  });

  it('keeps the draft while closing and clears the context 300 ms after closing', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { context }));
    renderWithProviders(<FeedbackWidget />, { path: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await userEvent.type(await screen.findByLabelText('Your feedback'), 'draft text');

    vi.useFakeTimers();
    const reopen = () => fireEvent.click(floatingButton());
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    act(() => vi.advanceTimersByTime(FEEDBACK_CONTEXT_CLEAR_DELAY_MS - 50));
    act(() => reopen());
    expect(screen.getByLabelText('Your feedback')).toHaveValue('draft text');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    act(() => vi.advanceTimersByTime(FEEDBACK_CONTEXT_CLEAR_DELAY_MS));
    act(() => reopen());
    expect(screen.getByLabelText('Your feedback')).toHaveValue('');
  });
});
