import type { ConnectAdapters } from './connect-adapter.js';
import { slackConnectAdapter } from './slack-connect-adapter.js';

/** Providers whose connect flow this server runs; the others answer provider_not_configured. */
export const connectAdapters: ConnectAdapters = {
  slack: slackConnectAdapter,
};
