import type { AvailableRepository } from '@driftwatch/contract';
import { GitBranch, Plus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProviderIcon } from './provider-icon';

interface AvailableRepositoryCardProps {
  repository: AvailableRepository;
  onConnect: () => void;
  connecting: boolean;
}

export function AvailableRepositoryCard({ repository, onConnect, connecting }: AvailableRepositoryCardProps) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <ProviderIcon provider={repository.provider} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate font-semibold text-slate-900">{repository.name}</h3>
            {repository.isPrivate ? <Badge>Private</Badge> : null}
            {repository.sampleName ? <Badge tone="accent">Sample</Badge> : null}
          </div>
          <p className="truncate text-sm text-slate-600">{repository.fullName}</p>
        </div>
      </div>
      {repository.description ? <p className="text-sm text-slate-700">{repository.description}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-3 text-sm text-slate-600">
        {repository.language ? <span>{repository.language}</span> : null}
        <span className="flex items-center gap-1 font-mono">
          <GitBranch className="size-3.5" aria-hidden />
          {repository.defaultBranch ?? 'main'}
        </span>
        <Button
          size="sm"
          className="ml-auto"
          onClick={onConnect}
          disabled={connecting}
          aria-label={`Connect ${repository.name}`}
        >
          <Plus aria-hidden /> Connect
        </Button>
      </div>
    </article>
  );
}
