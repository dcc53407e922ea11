import type { CurrentPlanResponse, Plan } from '@driftwatch/contract';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useOpenPortal } from '../api/open-portal';
import { useStartCheckout } from '../api/start-checkout';
import { statusLabel } from '../lib/status-label';
import { ManageSeatsDialog } from './manage-seats-dialog';

interface SubscriptionCardProps {
  current: CurrentPlanResponse;
  plan: Plan | undefined;
  canManage: boolean;
  showPlans: () => void;
}

/** The team's subscription with Manage Seats, Manage (the billing portal) and Cancel. */
export function SubscriptionCard({ current, plan, canManage, showPlans }: SubscriptionCardProps) {
  const [seatsOpen, setSeatsOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const cancel = useCancelSubscription();
  const portal = useOpenPortal(showPlans);
  const checkout = useStartCheckout();
  const subscription = current.organization_plan;
  if (!subscription) return null;
  const paid = current.plan !== 'free';
  const periodEnd = formatDate(subscription.period_ends_at);
  const enabled = current.billing_enabled;
  // Members without the billing right get the summary only, without an empty actions area.
  const hasContent = canManage || subscription.cancel_at_period_end;
  return (
    <Card>
      <CardHeader className={cn(!hasContent && 'pb-6')}>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{plan?.name ?? current.plan} plan</CardTitle>
          <Badge
            tone={
              subscription.status === 'active' || subscription.status === 'trialing' ? 'success' : 'danger'
            }
          >
            {statusLabel(subscription.status)}
          </Badge>
        </div>
        <CardDescription>
          {subscription.assigned_seats} {subscription.assigned_seats === 1 ? 'seat' : 'seats'}, billed{' '}
          {subscription.billing_interval === 'annual' ? 'annually' : 'monthly'}
          {subscription.period_ends_at ? `; current period ends ${periodEnd}` : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent className={cn('space-y-4', !hasContent && 'hidden')}>
        {subscription.cancel_at_period_end ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Your subscription is cancelled. Your plan stays until {periodEnd}, then you will be moved to the
            free plan.
          </p>
        ) : null}
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            {paid && subscription.status === 'trialing' && !subscription.stripe_customer_id && enabled ? (
              <Button onClick={() => checkout.mutate()} disabled={checkout.isPending}>
                Add payment details
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setSeatsOpen(true)}>
              Manage Seats
            </Button>
            {enabled ? (
              <Button variant="secondary" onClick={() => portal.mutate()} disabled={portal.isPending}>
                Manage
              </Button>
            ) : null}
            {paid && !subscription.cancel_at_period_end ? (
              <Button variant="ghost" className="text-red-700" onClick={() => setConfirmOpen(true)}>
                Cancel
              </Button>
            ) : null}
          </div>
        ) : null}
        {canManage && paid && !subscription.cancel_at_period_end ? (
          <p className="text-xs text-slate-600">
            If you cancel, you keep access until the end of the billing period
            {subscription.period_ends_at ? ` (${periodEnd})` : ''}.
          </p>
        ) : null}
      </CardContent>
      <ManageSeatsDialog
        key={String(seatsOpen)}
        open={seatsOpen}
        onOpenChange={setSeatsOpen}
        assignedSeats={subscription.assigned_seats}
      />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Cancel subscription"
        description="Are you sure you want to cancel your subscription? You will be moved to the free plan."
        confirmLabel="Cancel subscription"
        onConfirm={() => cancel.mutate()}
      />
    </Card>
  );
}
