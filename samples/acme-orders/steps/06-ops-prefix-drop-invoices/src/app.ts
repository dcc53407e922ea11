import express, { type NextFunction, type Request, type Response } from 'express';
import type { AppDependencies } from './context.js';
import { HttpError } from './errors.js';
import { requireAdminToken } from './middleware/require-admin-token.js';
import { requireApiKey } from './middleware/require-api-key.js';
import { customersRouter } from './routes/customers.js';
import { opsRouter } from './routes/ops.js';
import { ordersRouter } from './routes/orders.js';

export function buildApp(deps: AppDependencies) {
  const app = express();
  app.disable('x-powered-by');
  app.locals.deps = deps;
  app.use(express.json({ limit: '200kb' }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  });

  app.use('/api/v1/orders', requireApiKey, ordersRouter);
  app.use('/api/v1/customers', requireApiKey, customersRouter);
  // Operations endpoints share the /ops prefix with the other Acme services behind the gateway.
  app.use('/ops', requireAdminToken, opsRouter);

  app.use((req: Request, res: Response) => {
    res.status(404).json({ error: 'not_found', message: `No route for ${req.method} ${req.path}` });
  });

  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof HttpError) {
      res.status(err.status).json({ error: err.code, message: err.message });
      return;
    }
    console.error(err);
    res.status(500).json({ error: 'internal_error', message: 'Something went wrong' });
  });

  return app;
}
