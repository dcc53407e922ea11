import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for bearer tokens and emailed links. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
