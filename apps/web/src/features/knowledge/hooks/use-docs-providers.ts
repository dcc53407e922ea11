import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error';
import { goToExternalUrl } from '../../../lib/go-to-external-url';
import { toast } from '../../../lib/toast';
import { useIntegrations } from '../../integrations';
import { startDocsConnect } from '../api/start-docs-connect';
import { type DocsProviderState, docsProviderStates } from '../lib/docs-provider-states';

/** The documentation providers with their connection state, and Connect, which leaves for the provider. */
export function useDocsProviders(returnTo: 'repositories' | 'knowledge') {
  const integrations = useIntegrations();
  const connect = useMutation({
    mutationFn: (provider: DocsProviderState) => {
      if (!provider.connectProvider) throw new Error(`${provider.name} cannot be connected on this server.`);
      return startDocsConnect(provider.connectProvider, returnTo);
    },
    onSuccess: (url) => goToExternalUrl(url),
    onError: (error) =>
      toast({
        title: 'Connection Error',
        description: errorMessage(error, 'Failed to get OAuth URL'),
        variant: 'error',
      }),
  });
  const providers = integrations.data
    ? docsProviderStates(integrations.data.integrations, integrations.data.catalogue)
    : undefined;
  return { integrations, providers, connect };
}
