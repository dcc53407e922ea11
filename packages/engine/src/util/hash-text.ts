import { createHash } from 'node:crypto';

export function hashText(text: string | Buffer): string {
  return createHash('sha1').update(text).digest('hex');
}
