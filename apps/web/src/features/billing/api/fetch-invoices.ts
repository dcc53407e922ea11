import { invoicesResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingQueryKeys } from './billing-query-keys';

async function fetchInvoices(signal?: AbortSignal) {
  return (await apiRequest({ path: routes.plans.invoices, schema: invoicesResponseSchema, signal })).invoices;
}

export function useInvoices(enabled: boolean) {
  return useQuery({
    queryKey: billingQueryKeys.invoices(),
    queryFn: ({ signal }) => fetchInvoices(signal),
    enabled,
  });
}
