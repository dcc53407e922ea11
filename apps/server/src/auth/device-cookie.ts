import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Set on a successful password sign-in; proves later that this browser signed in as that user. */
const deviceCookieName = 'driftwatch_device';

const maxAgeSeconds = 365 * 24 * 60 * 60;

function sign(secretKey: string, userId: string): string {
  return createHmac('sha256', `driftwatch:device:${secretKey}`).update(userId).digest('base64url');
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The user this browser signed in as before, if its device cookie carries a valid signature.
 * Stateless, so every instance can check it.
 */
export function readDeviceUserId(request: FastifyRequest, secretKey: string): string | null {
  const value = readCookie(request, deviceCookieName);
  const [encodedUserId, signature, ...rest] = value?.split('.') ?? [];
  if (!encodedUserId || !signature || rest.length > 0) return null;
  const userId = Buffer.from(encodedUserId, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secretKey, userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** Only the sign-in endpoints read it; script cannot, and no other site sends it. */
export function setDeviceCookie(
  reply: FastifyReply,
  secretKey: string,
  userId: string,
  secure: boolean,
): void {
  const value = `${Buffer.from(userId).toString('base64url')}.${sign(secretKey, userId)}`;
  const attributes = [`Max-Age=${maxAgeSeconds}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  reply.header('set-cookie', [`${deviceCookieName}=${value}`, ...attributes].join('; '));
}
