import type { Plan } from '@driftwatch/contract';

/** Monthly per-seat price in whole dollars (the API sends cents). */
export function monthlyDollars(plan: Pick<Plan, 'monthly_price_per_seat'>): number {
  return Math.round(plan.monthly_price_per_seat / 100);
}

/** "pr_checks" / "prChecks" / "pr-checks" -> "Pr Checks". */
export function featureLabel(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export function enabledFeatures(plan: Pick<Plan, 'features'>): string[] {
  return Object.entries(plan.features)
    .filter(([, enabled]) => enabled)
    .map(([key]) => featureLabel(key));
}

export function planButtonLabel(plan: Pick<Plan, 'type'>): string {
  return plan.type === 'free' ? 'Get Started' : 'Start Free Trial';
}

/** The team and pro plans carry the "popular" badge on the pricing cards. */
export function isPopularPlan(plan: Pick<Plan, 'type'>): boolean {
  return plan.type === 'team' || plan.type === 'pro';
}
