import { CreditCard } from 'lucide-react';
import { Navigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { canAccessBilling, useSession } from '../../auth';

export function BillingPage() {
  useDocumentTitle('Billing');
  const session = useSession();
  // The signed-in area guard has loaded the user; users without billing access are sent to /.
  if (session.status === 'signed-in' && !canAccessBilling(session.user)) return <Navigate to="/" replace />;
  return (
    <>
      <PageHeader
        title="Billing"
        description="Plans & Pricing, Usage & Stats and Billing History for your team."
      />
      <EmptyState
        icon={CreditCard}
        title="No billing history available"
        description="Your team is on its 14-day free trial. Invoices and usage will appear here once billing starts."
        action={
          <ButtonLink to="/#pricing" variant="secondary">
            Compare plans
          </ButtonLink>
        }
      />
    </>
  );
}
