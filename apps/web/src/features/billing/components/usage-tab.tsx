import { BarChart3 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Progress } from '../../../components/ui/progress';
import { LoadingScreen } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { usePlanUsage } from '../api/fetch-plan-usage';
import { useUsageStats } from '../api/fetch-usage-stats';
import { formatDollars } from '../lib/format-plan-price';
import { statusLabel } from '../lib/status-label';
import { PullRequestChart } from './pull-request-chart';
import { SeatChart } from './seat-chart';

/** Billing-period progress assumes a 30-day period. */
const periodDays = 30;

function planName(tier: string): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex items-baseline justify-between gap-3 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** Monthly Usage, Team & Seats and Subscription Details for the current billing period. */
export function UsageTab({ enabled }: { enabled: boolean }) {
  const stats = useUsageStats(enabled);
  const usage = usePlanUsage(enabled);
  if (stats.isPending && enabled) return <LoadingScreen label="Loading usage…" />;
  const data = stats.data;
  if (!data) {
    return (
      <EmptyState
        icon={BarChart3}
        title="No usage data available"
        description="Usage appears once your team analyses pull requests."
      />
    );
  }
  const unlimited = data.pr_limit <= 0;
  const seatsUsed = Math.round((data.seat_utilization / 100) * data.assigned_seats);
  const elapsed = Math.min(periodDays, Math.max(0, periodDays - data.billing_period.days_remaining));
  return (
    <div className="space-y-4">
      {!unlimited && data.usage_percentage > 80 ? (
        <Alert tone="error" title="You are close to your pull-request limit">
          Your team has used {data.usage_percentage}% of this period's {data.pr_limit} pull requests. Upgrade
          to keep every pull request checked.
        </Alert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Monthly Usage</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <p className="text-sm text-slate-700">
              <span className="text-2xl font-semibold text-slate-900 tabular-nums">
                {data.current_pr_count}
              </span>{' '}
              {unlimited ? 'PRs analysed (unlimited)' : `of ${data.pr_limit} PRs analysed`}
            </p>
            {unlimited ? null : <Progress value={data.usage_percentage} aria-label="Pull requests used" />}
            {usage.data ? <PullRequestChart days={usage.data.days} /> : null}
            {data.current_pr_count === 0 ? (
              <p className="text-xs text-slate-600">No pull requests analysed yet in this billing period.</p>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Team & Seats</CardTitle>
          </CardHeader>
          <CardContent className="flex items-center gap-4">
            <SeatChart used={seatsUsed} assigned={data.assigned_seats} />
            <dl className="min-w-0 flex-1 space-y-1">
              <Figure label="Members" value={data.total_members} />
              <Figure label="Active members" value={data.active_members} />
              <Figure label="Seats used" value={`${seatsUsed} / ${data.assigned_seats}`} />
              <Figure label="Seat utilization" value={`${data.seat_utilization}%`} />
            </dl>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Subscription Details</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <dl className="space-y-1">
            <Figure label="Plan" value={planName(data.subscription.tier)} />
            <Figure label="Status" value={statusLabel(data.subscription.status)} />
            <Figure label="Monthly value" value={formatDollars(data.monthly_cost)} />
            <Figure label="Cost per member" value={formatDollars(data.cost_per_member)} />
            <Figure label="Cost per PR" value={formatDollars(data.cost_per_pr)} />
          </dl>
          <div className="space-y-3">
            <div className="space-y-1.5">
              <p className="text-sm text-slate-700">
                Billing period ends {formatDate(data.billing_period.ends_at)} (
                {data.billing_period.days_remaining} days remaining)
              </p>
              <Progress value={(elapsed / periodDays) * 100} aria-label="Billing period elapsed" />
            </div>
            {data.trial_info.is_active ? (
              <Alert title="Trial active">
                {data.trial_info.days_remaining} days remaining (ends {formatDate(data.trial_info.ends_at)}).
              </Alert>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
