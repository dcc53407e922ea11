import { createHash, timingSafeEqual } from 'node:crypto';
import type { RepositoryRow } from '@driftwatch/db';
import { openSecret } from '../repositories/seal-secret.js';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * The connections whose hook secret the delivery proves it knows, by `proves(secret)`. Each
 * organization's hook on the same project has its own secret, so a delivery reaches only its own.
 */
export function matchWebhookSecret(
  secretKey: string,
  candidates: readonly RepositoryRow[],
  proves: (secret: string) => boolean,
): RepositoryRow[] {
  return candidates.filter(
    (repository) =>
      repository.webhookSecretEncrypted !== null &&
      proves(openSecret(secretKey, repository.webhookSecretEncrypted)),
  );
}

/** Compares two strings in constant time (their digests, so lengths leak nothing either). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
