import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueEntryFixture, integrationFixture } from '../../../test/integration-fixture';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { ConnectGitProviderDialog } from './connect-git-provider-dialog';

describe('ConnectGitProviderDialog', () => {
  const fetchMock = stubFetch();
  const answer = (integration: ReturnType<typeof integrationFixture>) =>
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, {
        platform: 'gitlab',
        connected: integration.connected,
        integration,
        catalogueEntry: catalogueEntryFixture('gitlab'),
      }),
    );
  beforeEach(() => fetchMock.mockReset());
  const render = () =>
    renderWithProviders(
      <ConnectGitProviderDialog open onOpenChange={vi.fn()} onConnected={vi.fn()} onConnectByUrl={vi.fn()} />,
    );

  it('says why a broken GitLab connection lists no project, and offers connecting again', async () => {
    answer(
      integrationFixture({
        platform: 'gitlab',
        connected: false,
        status: 'broken',
        statusReason: 'GitLab refused to renew the access token',
      }),
    );
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Connect Git Provider' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "GitLab no longer accepts Driftwatch's access (GitLab refused to renew the access token), so its projects are not listed. Connect GitLab again to resume.",
    );
    expect(within(dialog).getByRole('button', { name: 'Connect with GitLab' })).toBeEnabled();
  });

  it('shows no warning while GitLab is connected', async () => {
    answer(integrationFixture({ platform: 'gitlab', connected: true, status: 'connected', username: 'ada' }));
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Connect Git Provider' });
    expect(await within(dialog).findByText(/GitLab is connected as ada/)).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
