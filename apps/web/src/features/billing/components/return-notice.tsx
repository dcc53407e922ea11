import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';

type Outcome = 'success' | 'canceled' | null;

function outcomeOf(params: URLSearchParams): Outcome {
  if (params.get('success') === 'true') return 'success';
  if (params.get('canceled') === 'true') return 'canceled';
  return null;
}

/**
 * The notice after coming back from Stripe Checkout (success=true or canceled=true). The query
 * string is cleared at once so a reload or a shared link does not repeat it; the notice stays.
 */
export function ReturnNotice() {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState<Outcome>(() => outcomeOf(params));
  useEffect(() => {
    if (outcomeOf(params) !== null) setParams({}, { replace: true });
  }, [params, setParams]);
  if (outcome === 'success') {
    return (
      <Alert tone="success" title="Payment successful">
        Thank you! Your subscription is active. It can take a moment for the new plan to show here.
      </Alert>
    );
  }
  if (outcome === 'canceled') {
    return <Alert title="Checkout canceled">No payment was taken and your plan has not changed.</Alert>;
  }
  return null;
}
