import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { openFeedback } from '../../feedback';

/** While payments have failed, the team is frozen: invites, seat changes and removals wait for billing. */
export function SuspendedBanner() {
  return (
    <div
      role="alert"
      className="flex flex-col gap-4 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center"
    >
      <AlertTriangle className="size-5 shrink-0 text-red-700" aria-hidden />
      <div className="flex-1 text-sm text-red-800">
        <p className="font-semibold">This organization is suspended</p>
        <p>
          A payment did not go through. Inviting members, changing seats and removing members are disabled
          until the payment issue is resolved.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/billing" variant="danger">
          Resolve Payment Issues
        </ButtonLink>
        <Button variant="secondary" onClick={() => openFeedback()}>
          Contact Support
        </Button>
      </div>
    </div>
  );
}
