import type { NextFunction, Request, Response } from 'express';
import { dependencies } from '../context.js';

/** Operations endpoints need the `X-Admin-Token` header; without a configured token they are off. */
export function requireAdminToken(req: Request, res: Response, next: NextFunction): void {
  const expected = dependencies(req).config.adminToken;
  if (!expected || req.get('x-admin-token') !== expected) {
    res.status(403).json({ error: 'forbidden', message: 'Admin token required' });
    return;
  }
  next();
}
