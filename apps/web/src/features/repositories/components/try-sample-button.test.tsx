import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { repositoryFixture } from '../../../test/repository-fixture';
import { stubFetch } from '../../../test/stub-fetch';
import { useRepositories } from '../api/fetch-repositories';
import { TrySampleButton } from './try-sample-button';

function ConnectedCount() {
  const repositories = useRepositories();
  return <p>{repositories.data ? `${repositories.data.connected.length} connected` : 'loading'}</p>;
}

describe('TrySampleButton', () => {
  const fetchMock = stubFetch();

  it('says Repository Connected only once the list holds the new repository', async () => {
    const repository = repositoryFixture();
    let connected = false;
    let releaseList: () => void = () => {};
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/repositories/sample' && init?.method === 'POST') {
        connected = true;
        return jsonResponse(201, { success: true, message: 'Connected', repository, scan: null });
      }
      if (url.startsWith('/api/repositories')) {
        // After connecting, the refreshed list is held back until the test lets it through.
        if (connected) await new Promise<void>((resolve) => (releaseList = resolve));
        return jsonResponse(200, { repositories: connected ? [repository] : [] });
      }
      return jsonResponse(404, {});
    });
    const onConnected = vi.fn();
    renderWithProviders(
      <>
        <ConnectedCount />
        <TrySampleButton onConnected={onConnected} />
      </>,
    );
    expect(await screen.findByText('0 connected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try the sample repository' }));
    expect(await screen.findByRole('button', { name: 'Preparing the sample…' })).toBeDisabled();
    await vi.waitFor(() => expect(connected).toBe(true));
    expect(onConnected).not.toHaveBeenCalled();
    expect(getToasts().some((item) => item.title === 'Repository Connected')).toBe(false);

    releaseList();
    expect(await screen.findByText('1 connected')).toBeInTheDocument();
    await vi.waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1));
    expect(getToasts()[0]).toMatchObject({
      title: 'Repository Connected',
      description: 'samples/acme-orders is being scanned.',
    });
  });
});
