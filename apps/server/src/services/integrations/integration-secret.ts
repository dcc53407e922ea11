import { z } from 'zod';
import { openSecret, sealSecret } from '../repositories/seal-secret.js';

/** What an integration keeps sealed: the provider's tokens. */
const integrationSecretSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1).optional(),
  /** ISO time the access token stops working, for providers whose tokens expire (Linear, GitLab OAuth, Bitbucket). */
  expiresAt: z.iso.datetime().optional(),
  /** Confluence: the site its pages live on (https://acme.atlassian.net). */
  siteUrl: z.url().optional(),
  /** Confluence through OAuth: the site's cloud id, its part of the API gateway's path. */
  cloudId: z.string().min(1).optional(),
  /** Confluence through an API token: the Atlassian account's email (basic auth is email:token). */
  email: z.string().min(1).optional(),
  /** Sent with the token in Basic auth where the provider wants both (a Bitbucket API token's email). */
  username: z.string().min(1).optional(),
  /** The workspace an access token belongs to (Bitbucket access tokens act as no user). */
  workspace: z.string().min(1).optional(),
});
export type IntegrationSecret = z.infer<typeof integrationSecretSchema>;

export function sealIntegrationSecret(secretKey: string, secret: IntegrationSecret): string {
  return sealSecret(secretKey, JSON.stringify(secret));
}

export function openIntegrationSecret(secretKey: string, sealed: string): IntegrationSecret {
  return integrationSecretSchema.parse(JSON.parse(openSecret(secretKey, sealed)));
}
