import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingScreen } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { canAccessBilling, canManageBilling, useSession } from '../../auth';
import { useBillingCurrentPlan } from '../api/fetch-current-plan';
import { usePlans } from '../api/fetch-plans';
import { BillingDisabledNotice, NoTeamPrompt, TeamMemberNotice } from '../components/billing-notices';
import { InvoicesTab } from '../components/invoices-tab';
import { PlansTab } from '../components/plans-tab';
import { ReturnNotice } from '../components/return-notice';
import { UsageTab } from '../components/usage-tab';

const billingTabs = ['plans', 'usage', 'history'] as const;
type BillingTab = (typeof billingTabs)[number];

/** On a phone the three tabs share the width instead of scrolling out of view. */
const tabClass = 'flex-1 px-2 text-xs sm:flex-none sm:px-3 sm:text-sm';

function isBillingTab(value: string): value is BillingTab {
  return (billingTabs as readonly string[]).includes(value);
}

export function BillingPage() {
  useDocumentTitle('Billing');
  const session = useSession();
  const [tab, setTab] = useState<BillingTab>('plans');
  const plans = usePlans();
  const current = useBillingCurrentPlan();
  const loadError = plans.error ?? current.error;
  useEffect(() => {
    if (loadError) {
      toast({
        title: 'Error loading billing data',
        description: errorMessage(loadError, 'Please try again later.'),
        variant: 'error',
      });
    }
  }, [loadError]);

  // The signed-in area guard has loaded the user; users without billing access are sent to /.
  if (session.status === 'signed-in' && !canAccessBilling(session.user)) return <Navigate to="/" replace />;
  if (session.status !== 'signed-in' || plans.isPending || current.isPending) {
    return <LoadingScreen label="Loading billing..." />;
  }
  const user = session.user;
  const canManage = canManageBilling(user);
  const inTeam = current.data?.organization_plan != null;
  return (
    <div className="space-y-6">
      <PageHeader title="Billing" description="Your team's plan, usage and invoices." />
      <ReturnNotice />
      {current.data && !current.data.billing_enabled ? <BillingDisabledNotice /> : null}
      {user.is_in_organization && !canManage ? <TeamMemberNotice /> : null}
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isBillingTab(value)) setTab(value);
        }}
      >
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="plans" className={tabClass}>
            Plans & Pricing
          </TabsTrigger>
          <TabsTrigger value="usage" className={tabClass}>
            Usage & Stats
          </TabsTrigger>
          <TabsTrigger value="history" className={tabClass}>
            Billing History
          </TabsTrigger>
        </TabsList>
        <TabsContent value="plans">
          {inTeam && current.data && plans.data ? (
            <PlansTab
              plans={plans.data}
              current={current.data}
              canManage={canManage}
              inOrganization={user.is_in_organization}
              showPlans={() => setTab('plans')}
            />
          ) : (
            <NoTeamPrompt />
          )}
        </TabsContent>
        <TabsContent value="usage">
          <UsageTab enabled={inTeam} />
        </TabsContent>
        <TabsContent value="history">
          <InvoicesTab enabled={inTeam} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
