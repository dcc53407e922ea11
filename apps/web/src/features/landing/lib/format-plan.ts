import { featureName, type Plan } from '@driftwatch/contract';

/** Monthly per-seat price in whole dollars (the API sends cents). */
export function monthlyDollars(plan: Pick<Plan, 'monthly_price_per_seat'>): number {
  return Math.round(plan.monthly_price_per_seat / 100);
}

/** Enabled features in words people use ("PR drift checks"), not title-cased keys. */
export function enabledFeatures(plan: Pick<Plan, 'features'>): string[] {
  return Object.entries(plan.features)
    .filter(([, enabled]) => enabled)
    .map(([key]) => featureName(key));
}

export function planButtonLabel(plan: Pick<Plan, 'type'>): string {
  return plan.type === 'free' ? 'Get Started' : 'Start Free Trial';
}

/** One plan carries the "popular" badge: the one the catalogue marks popular. */
export function isPopularPlan(plan: Pick<Plan, 'popular'>): boolean {
  return plan.popular;
}
