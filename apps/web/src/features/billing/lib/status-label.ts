import type { OrganizationPlan } from '@driftwatch/contract';

const labels: Record<OrganizationPlan['status'], string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment failed',
  canceled: 'Cancelled',
  suspended: 'Suspended',
};

export function statusLabel(status: OrganizationPlan['status']): string {
  return labels[status];
}
