import type { NextFunction, Request, Response } from 'express';
import { dependencies } from '../context.js';

/** Every /api route needs `Authorization: Bearer <key>` with one of the configured keys. */
export function requireApiKey(req: Request, res: Response, next: NextFunction): void {
  const header = req.get('authorization') ?? '';
  const key = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!dependencies(req).config.apiKeys.includes(key)) {
    res.status(401).json({ error: 'unauthorized', message: 'Missing or unknown API key' });
    return;
  }
  next();
}
