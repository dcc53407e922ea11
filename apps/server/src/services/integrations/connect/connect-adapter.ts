import type { ConnectProvider, IntegrationPlatform, OauthReturnError } from '@driftwatch/contract';
import type { AppConfig } from '../../../config/app-config.js';
import type { ServerContext } from '../../../server-context.js';
import type { IntegrationSecret } from '../integration-secret.js';

/** The provider account a finished OAuth exchange connected. */
export interface ConnectedAccount {
  externalId: string | null;
  teamName: string | null;
  username: string | null;
  userEmail: string | null;
  avatar: string | null;
  scopes: string[];
  secret: IntegrationSecret;
}

/** A step of the exchange failed; `code` is the return page's error value. */
export class ConnectFailure extends Error {
  constructor(
    readonly code: Extract<OauthReturnError, 'token_exchange_failed' | 'user_info_failed'>,
    options?: ErrorOptions,
  ) {
    super(`OAuth connect failed: ${code}`, options);
    this.name = 'ConnectFailure';
  }
}

/** One provider's OAuth connect flow: where to send the browser, and how to finish. */
export interface ConnectAdapter {
  platform: IntegrationPlatform;
  /** The provider's name as people know it, for messages. */
  name: string;
  /** Environment variables this server still needs before the flow can run. */
  missingConfig(config: AppConfig): string[];
  authorizeUrl(
    context: ServerContext,
    input: { state: string; redirectUri: string; codeVerifier: string },
  ): string;
  /** Exchanges the code and reads the account; throws ConnectFailure. */
  exchange(
    context: ServerContext,
    input: { code: string; redirectUri: string; codeVerifier: string },
  ): Promise<ConnectedAccount>;
}

export type ConnectAdapters = Partial<Record<ConnectProvider, ConnectAdapter>>;
