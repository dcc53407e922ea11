import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with a key derived from the server's secret key. The sealed text carries a version,
 * the IV and the tag, so a tampered or foreign value fails to open instead of decrypting to garbage.
 */
const version = 'v1';

function keyFrom(secretKey: string): Buffer {
  return createHash('sha256').update(`driftwatch:secrets:${secretKey}`).digest();
}

export function sealSecret(secretKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secretKey), iv);
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(secretKey: string, sealed: string): string {
  const [prefix, iv, tag, encrypted, ...rest] = sealed.split('.');
  if (prefix !== version || !iv || !tag || encrypted === undefined || rest.length > 0) {
    throw new Error('The sealed secret has an unknown format');
  }
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secretKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
