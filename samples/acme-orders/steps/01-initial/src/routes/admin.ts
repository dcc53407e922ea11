import { Router } from 'express';
import { dependencies } from '../context.js';

export const adminRouter = Router();

adminRouter.get('/stats', (req, res) => {
  const { store } = dependencies(req);
  const byStatus = store.countByStatus();
  const orders = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  res.json({ orders, byStatus, customers: store.listCustomers().length });
});

adminRouter.post('/reindex', (req, res) => {
  const { store } = dependencies(req);
  // The in-memory store has no index to rebuild; the Postgres store refreshes its search view here.
  res.status(202).json({ status: 'accepted', customers: store.listCustomers().length });
});
