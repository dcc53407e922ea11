import { describe, expect, it } from 'vitest';
import { enabledFeatures, isPopularPlan, monthlyDollars, planButtonLabel } from './format-plan';

describe('plan card formatting', () => {
  it('shows whole dollars from cents', () => {
    expect(monthlyDollars({ monthly_price_per_seat: 0 })).toBe(0);
    expect(monthlyDollars({ monthly_price_per_seat: 1500 })).toBe(15);
    expect(monthlyDollars({ monthly_price_per_seat: 2900 })).toBe(29);
  });
  it('names enabled features in words people use, and only enabled ones', () => {
    expect(
      enabledFeatures({ features: { pr_drift_checks: true, linear_sync: false, some_newKey: true } }),
    ).toEqual(['PR drift checks', 'Some new key']);
  });
  it('labels the free plan Get Started and the others Start Free Trial', () => {
    expect(planButtonLabel({ type: 'free' })).toBe('Get Started');
    expect(planButtonLabel({ type: 'team' })).toBe('Start Free Trial');
    expect(planButtonLabel({ type: 'pro' })).toBe('Start Free Trial');
  });
  it('flags only the plan the catalogue marks popular', () => {
    expect(isPopularPlan({ popular: false })).toBe(false);
    expect(isPopularPlan({ popular: true })).toBe(true);
  });
});
