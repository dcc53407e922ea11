import type { DocsProvider } from '../lib/docs-provider-states';
import { ConfluencePageChecklist } from './confluence-page-checklist';
import { PageChecklist } from './page-checklist';

interface ProviderPageChecklistProps {
  provider: DocsProvider;
  selected: readonly string[];
  onChange: (pageIds: string[]) => void;
}

/** The page picker of the provider: Notion's pages, or a Confluence space's pages. */
export function ProviderPageChecklist({ provider, selected, onChange }: ProviderPageChecklistProps) {
  if (provider === 'notion') return <PageChecklist selected={selected} onChange={onChange} />;
  if (provider === 'confluence') return <ConfluencePageChecklist selected={selected} onChange={onChange} />;
  return (
    <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
      Page selection is available for Notion and Confluence. Other providers coming soon.
    </p>
  );
}
