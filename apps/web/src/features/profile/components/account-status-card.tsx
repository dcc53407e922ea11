import type { User } from '@driftwatch/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { canAccessBilling, canManageTeam } from '../../auth';
import { useCurrentPlan } from '../api/fetch-current-plan';

const roleLabels = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;
const planLabels = { free: 'Free', team: 'Team', pro: 'Pro' } as const;
const statusLabels: Record<string, string> = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Payment past due',
  canceled: 'Canceled',
  suspended: 'Suspended',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function AccountStatusCard({ user }: { user: User }) {
  const plan = useCurrentPlan();
  const status = plan.data?.organization_plan?.status;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account status</CardTitle>
        <CardDescription>Your role, organization and plan.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          <Row label="Account">
            <Badge tone="success">Active</Badge>
          </Row>
          <Row label="Organization">
            {user.is_in_organization ? 'Member of an organization' : 'Working alone'}
          </Row>
          <Row label="Role">{user.role ? roleLabels[user.role] : 'No role'}</Row>
          <Row label="Plan">
            {plan.isPending ? (
              <span className="text-slate-500">Loading...</span>
            ) : plan.data ? (
              <span className="flex items-center gap-2">
                {planLabels[plan.data.plan]}
                {status ? (
                  <Badge tone={status === 'active' || status === 'trialing' ? 'accent' : 'warning'}>
                    {statusLabels[status] ?? status}
                  </Badge>
                ) : null}
              </span>
            ) : (
              <span className="text-slate-500">Unavailable</span>
            )}
          </Row>
          <Row label="Team management">
            {canManageTeam(user) ? 'Allowed' : 'Managed by your team administrators'}
          </Row>
        </dl>
        <div className="mt-4 flex flex-wrap gap-4 text-sm">
          {canManageTeam(user) ? (
            <Link to="/teams" className="font-medium text-accent-700 hover:underline">
              Manage team
            </Link>
          ) : null}
          {canAccessBilling(user) ? (
            <Link to="/billing" className="font-medium text-accent-700 hover:underline">
              Billing and plans
            </Link>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
