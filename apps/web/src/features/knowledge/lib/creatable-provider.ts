import type { DocSourceProvider } from '@driftwatch/contract';
import { toast } from '../../../lib/toast';
import type { DocsProvider } from './docs-provider-states';

/** Sources can be created from Notion and Confluence pages; any other provider is refused with the reason. */
export function isCreatableProvider(provider: DocsProvider): provider is DocSourceProvider {
  if (provider === 'notion' || provider === 'confluence') return true;
  toast({
    title: 'Unsupported provider',
    description: 'Creating sources is currently available for Notion and Confluence only.',
    variant: 'error',
  });
  return false;
}
