import { routes, type SubscribeRequest, subscribeResponseSchema } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { billingQueryKeys } from './billing-query-keys';

function subscribe(payload: SubscribeRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.plans.subscribe,
    schema: subscribeResponseSchema,
    body: payload,
  });
}

/** Goes to Stripe Checkout when the server returns a checkout URL; otherwise the plan changed in place. */
export function useSubscribe(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (answer) => {
      if (answer.checkout_url) {
        window.location.assign(answer.checkout_url);
        return;
      }
      toast({ title: 'Plan updated', description: answer.message, variant: 'success' });
      onChanged();
      void queryClient.invalidateQueries({ queryKey: billingQueryKeys.all });
    },
    onError: (error) =>
      toast({
        title: 'Upgrade failed',
        description: errorMessage(error, 'Unable to start checkout'),
        variant: 'error',
      }),
  });
}
