import { billingChangeResponseSchema, routes } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { billingQueryKeys } from './billing-query-keys';

function cancelSubscription() {
  return apiRequest({ method: 'POST', path: routes.plans.cancel, schema: billingChangeResponseSchema });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (answer) => {
      toast({ title: 'Subscription cancelled', description: answer.message, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: billingQueryKeys.all });
    },
    onError: (error) =>
      toast({
        title: 'Cancellation failed',
        description: errorMessage(error, 'Unable to cancel the subscription'),
        variant: 'error',
      }),
  });
}
