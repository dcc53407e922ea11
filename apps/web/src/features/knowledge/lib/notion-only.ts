import { toast } from '../../../lib/toast';
import type { DocsProvider } from './docs-provider-states';

/** Sources can be created from Notion pages only; any other provider is refused with the reason. */
export function isCreatableProvider(provider: DocsProvider): provider is 'notion' {
  if (provider === 'notion') return true;
  toast({
    title: 'Unsupported provider',
    description: 'Creating sources is currently available for Notion only.',
    variant: 'error',
  });
  return false;
}
