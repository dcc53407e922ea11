import type { ConnectProvider } from '@driftwatch/contract';

const names: Record<ConnectProvider, string> = {
  slack: 'Slack',
  linear: 'Linear',
  notion: 'Notion',
  github: 'GitHub',
  gitlab: 'GitLab',
  confluence: 'Confluence',
  bitbucket: 'Bitbucket',
};

export function providerName(provider: ConnectProvider): string {
  return names[provider];
}
