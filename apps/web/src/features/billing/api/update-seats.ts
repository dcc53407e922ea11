import { billingChangeResponseSchema, routes } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { billingQueryKeys } from './billing-query-keys';

function updateSeats(seatCount: number) {
  return apiRequest({
    method: 'PUT',
    path: routes.plans.seats,
    schema: billingChangeResponseSchema,
    body: { seat_count: seatCount },
  });
}

export function useUpdateSeats(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeats,
    onSuccess: (answer) => {
      toast({ title: 'Seats updated', description: answer.message, variant: 'success' });
      onDone();
      void queryClient.invalidateQueries({ queryKey: billingQueryKeys.all });
    },
    onError: (error) =>
      toast({
        title: 'Update failed',
        description: errorMessage(error, 'Unable to update seats'),
        variant: 'error',
      }),
  });
}
