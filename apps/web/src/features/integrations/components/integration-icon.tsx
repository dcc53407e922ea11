import type { CatalogueId } from '@driftwatch/contract';
import {
  BookOpen,
  FileText,
  GitMerge,
  GitPullRequest,
  type LucideIcon,
  Mail,
  MessagesSquare,
  Share2,
  SquareKanban,
  Ticket,
} from 'lucide-react';
import { GitHubMark, SlackMark } from '../../../components/ui/provider-icons';

const icons: Record<Exclude<CatalogueId, 'slack' | 'github_app'>, LucideIcon> = {
  email: Mail,
  teams: MessagesSquare,
  linear: SquareKanban,
  notion: BookOpen,
  confluence: FileText,
  sharepoint: Share2,
  jira: Ticket,
  gitlab: GitMerge,
  bitbucket: GitPullRequest,
};

export function IntegrationIcon({ id }: { id: CatalogueId }) {
  if (id === 'slack') return <SlackMark className="size-6" />;
  if (id === 'github_app') return <GitHubMark className="size-6 text-slate-900" />;
  const Icon = icons[id];
  return <Icon className="size-6 text-slate-700" aria-hidden />;
}
