import type { CatalogueEntry, CatalogueId } from '@driftwatch/contract';
import type { AppConfig } from '../../config/app-config.js';
import { connectAdapters } from './connect/connect-adapters.js';

type StaticEntry = Omit<CatalogueEntry, 'configured' | 'missingConfig'>;

const entries: readonly StaticEntry[] = [
  {
    id: 'slack',
    name: 'Slack',
    description: 'Post drift alerts and daily digests to Slack channels.',
    category: 'notifications',
    features: ['Drift alerts per scan', 'Critical drift and resolved notices', 'Daily digest per channel'],
    comingSoon: false,
    connectMethod: 'oauth',
  },
  {
    id: 'email',
    name: 'Email',
    description: 'Send drift alerts to email addresses.',
    category: 'notifications',
    features: ['HTML and plain-text alerts', 'Several recipients'],
    comingSoon: false,
    connectMethod: 'email',
  },
  {
    id: 'teams',
    name: 'Microsoft Teams',
    description: 'Post drift alerts to a Teams channel through an incoming webhook.',
    category: 'notifications',
    features: ['Adaptive Card alerts', 'Works with Workflows and connector webhooks'],
    comingSoon: false,
    connectMethod: 'webhook',
  },
  {
    id: 'linear',
    name: 'Linear',
    description: 'Turn drift issues into Linear issues and keep their status in sync.',
    category: 'project_management',
    features: ['Create issues from drift', 'Status sync'],
    comingSoon: false,
    connectMethod: 'oauth',
  },
  {
    id: 'notion',
    name: 'Notion',
    description: 'Check Notion pages against your code.',
    category: 'documentation',
    features: ['Scan selected pages', 'Scheduled scans'],
    comingSoon: false,
    connectMethod: 'oauth',
  },
  {
    id: 'confluence',
    name: 'Confluence',
    description: 'Check Confluence spaces against your code.',
    category: 'documentation',
    features: ['Scan selected pages of any space', 'Scheduled scans', 'OAuth or an API token'],
    comingSoon: false,
    connectMethod: 'oauth',
  },
  {
    id: 'sharepoint',
    name: 'SharePoint',
    description: 'Check SharePoint documents against your code.',
    category: 'documentation',
    features: ['Scan document libraries'],
    comingSoon: true,
    connectMethod: 'none',
  },
  {
    id: 'jira',
    name: 'Jira',
    description: 'Turn drift issues into Jira issues.',
    category: 'project_management',
    features: ['Create issues from drift'],
    comingSoon: true,
    connectMethod: 'none',
  },
  {
    id: 'github_app',
    name: 'GitHub App',
    description: 'Scan repositories on every push and comment on pull requests.',
    category: 'git',
    features: ['Push and pull request scans', 'Check runs and PR comments'],
    comingSoon: false,
    connectMethod: 'app',
  },
  {
    id: 'gitlab',
    name: 'GitLab',
    description: 'Scan GitLab projects on every push and check merge requests.',
    category: 'git',
    features: ['Push and merge request scans', 'Commit status and one merge request note'],
    comingSoon: false,
    connectMethod: 'oauth',
  },
  {
    id: 'bitbucket',
    name: 'Bitbucket',
    description: 'Scan Bitbucket Cloud repositories on every push and check pull requests.',
    category: 'git',
    features: ['Push and pull request scans', 'Build status and one pull request comment'],
    comingSoon: false,
    connectMethod: 'oauth',
  },
];

/** The environment variables a platform still needs on this server (empty when it can connect). */
function missingConfig(config: AppConfig, id: CatalogueId): string[] {
  switch (id) {
    case 'slack':
    case 'linear':
    case 'notion':
    // Names the OAuth application's settings; an access token connects GitLab and Confluence without them.
    case 'gitlab':
    case 'confluence':
    case 'bitbucket':
      return connectAdapters[id]?.missingConfig(config) ?? [];
    case 'github_app':
      return [...config.githubAppMissing];
    // Email works without SMTP (mail goes to the outbox folder); Teams needs only a webhook URL.
    case 'email':
    case 'teams':
    case 'sharepoint':
    case 'jira':
      return [];
  }
}

export function buildCatalogue(config: AppConfig): CatalogueEntry[] {
  return entries.map((entry) => {
    const missing = missingConfig(config, entry.id);
    return { ...entry, configured: !entry.comingSoon && missing.length === 0, missingConfig: missing };
  });
}

export function findCatalogueEntry(config: AppConfig, id: string): CatalogueEntry | null {
  return buildCatalogue(config).find((entry) => entry.id === id) ?? null;
}
