import { Router } from 'express';
import { dependencies } from '../context.js';
import { badRequest, notFound } from '../errors.js';

export const customersRouter = Router();

customersRouter.get('/', (req, res) => {
  const email = typeof req.query.email === 'string' ? req.query.email.trim().toLowerCase() : '';
  const customers = dependencies(req).store.listCustomers();
  res.json({ data: email ? customers.filter((customer) => customer.email === email) : customers });
});

customersRouter.post('/', (req, res) => {
  const name = typeof req.body.name === 'string' ? req.body.name.trim() : '';
  const email = typeof req.body.email === 'string' ? req.body.email.trim().toLowerCase() : '';
  if (!name || !email.includes('@')) {
    throw badRequest('invalid_customer', 'name and a valid email are required');
  }
  const customer = dependencies(req).store.createCustomer({ name, email });
  res.status(201).location(`/api/v1/customers/${customer.id}`).json(customer);
});

customersRouter.get('/:customerId', (req, res) => {
  const customer = dependencies(req).store.getCustomer(req.params.customerId);
  if (!customer) throw notFound('customer_not_found', `No customer ${req.params.customerId}`);
  res.json(customer);
});
