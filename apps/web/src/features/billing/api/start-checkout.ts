import { checkoutResponseSchema, routes } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';

function startCheckout() {
  return apiRequest({ method: 'POST', path: routes.plans.checkout, schema: checkoutResponseSchema });
}

/** Pays for the plan the team is trying, at its seats, on Stripe Checkout. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (answer) => window.location.assign(answer.checkout_url),
    onError: (error) =>
      toast({
        title: 'Upgrade failed',
        description: errorMessage(error, 'Unable to start checkout'),
        variant: 'error',
      }),
  });
}
