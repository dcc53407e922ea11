import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { docSourceFixture, notionPageFixture } from '../../../test/doc-source-fixture';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { EditExternalDocsDialog } from './edit-external-docs-dialog';

const first = '1a2b3c4d-0000-4000-8000-000000000001';
const second = '5e6f7a8b-0000-4000-8000-000000000002';
const source = docSourceFixture({ scope: { pageIds: [first] } });

describe('EditExternalDocsDialog', () => {
  const fetchMock = stubFetch();
  const sent: { method: string; path: string; body: unknown }[] = [];
  const onOpenChange = vi.fn();
  beforeEach(() => {
    sent.length = 0;
    onOpenChange.mockReset();
    window.localStorage.setItem('auth_token', 'tok');
    fetchMock.mockImplementation(async (input, init) => {
      const [path = ''] = String(input).split('?');
      const method = init?.method ?? 'GET';
      sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/integrations/notion/pages') {
        return jsonResponse(200, {
          pages: [notionPageFixture(first, 'Orders API'), notionPageFixture(second, 'Webhooks')],
          next_cursor: null,
          has_more: false,
        });
      }
      if (method === 'PUT') {
        return method === 'PUT' && path === `/api/doc-sources/${source.id}`
          ? jsonResponse(200, { docSource: source })
          : jsonResponse(404, {});
      }
      return jsonResponse(404, { error: 'Not Found', code: 'NOT_FOUND', message: 'not scripted' });
    });
  });

  it('starts from the source pages, needs one page to save, and saves the new scope', async () => {
    renderWithProviders(<EditExternalDocsDialog source={source} open onOpenChange={onOpenChange} />);
    expect(await screen.findByText('1 of 2 selected')).toBeInTheDocument();
    expect(screen.getByLabelText('Orders API')).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(screen.getByLabelText('Orders API'));
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Webhooks'));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await vi.waitFor(() => expect(getToasts()[0]?.title).toBe('Docs updated'));
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ scope: { pageIds: [second] } });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says so when the pages cannot be loaded', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(502, { error: 'Bad Gateway', code: 'SERVER_ERROR', message: 'x' }),
    );
    renderWithProviders(<EditExternalDocsDialog source={source} open onOpenChange={onOpenChange} />);
    expect(await screen.findByText('Failed to load Notion pages')).toBeInTheDocument();
  });
});
