import { portalResponseSchema, routes } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';

function openPortal() {
  return apiRequest({ method: 'POST', path: routes.plans.portal, schema: portalResponseSchema });
}

/** Stripe's customer portal; without a billing account the server says to pick a plan first. */
export function useOpenPortal(showPlans: () => void) {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: (answer) => window.location.assign(answer.portal_url),
    onError: (error) => {
      toast({
        title: 'Unable to open the billing portal',
        description: errorMessage(error, 'Choose a plan on the Plans & Pricing tab first.'),
        variant: 'error',
      });
      showPlans();
    },
  });
}
