import { bitbucketConnectAdapter } from './bitbucket-connect-adapter.js';
import { confluenceConnectAdapter } from './confluence-connect-adapter.js';
import type { ConnectAdapters } from './connect-adapter.js';
import { githubAppConnectAdapter } from './github-app-connect-adapter.js';
import { gitlabConnectAdapter } from './gitlab-connect-adapter.js';
import { linearConnectAdapter } from './linear-connect-adapter.js';
import { notionConnectAdapter } from './notion-connect-adapter.js';
import { slackConnectAdapter } from './slack-connect-adapter.js';

/** Providers whose connect flow this server runs; the others answer provider_not_configured. */
export const connectAdapters: ConnectAdapters = {
  slack: slackConnectAdapter,
  linear: linearConnectAdapter,
  notion: notionConnectAdapter,
  github: githubAppConnectAdapter,
  gitlab: gitlabConnectAdapter,
  confluence: confluenceConnectAdapter,
  bitbucket: bitbucketConnectAdapter,
};
