import { describe, expect, it } from 'vitest';
import { enabledFeatures, featureLabel, isPopularPlan, monthlyDollars, planButtonLabel } from './format-plan';

describe('plan card formatting', () => {
  it('shows whole dollars from cents', () => {
    expect(monthlyDollars({ monthly_price_per_seat: 0 })).toBe(0);
    expect(monthlyDollars({ monthly_price_per_seat: 1500 })).toBe(15);
    expect(monthlyDollars({ monthly_price_per_seat: 2900 })).toBe(29);
  });
  it('turns feature keys into title-case words and lists only enabled ones', () => {
    expect(featureLabel('pr_checks')).toBe('Pr Checks');
    expect(featureLabel('slackAlerts')).toBe('Slack Alerts');
    expect(
      enabledFeatures({ features: { pr_checks: true, linear_sync: false, email_alerts: true } }),
    ).toEqual(['Pr Checks', 'Email Alerts']);
  });
  it('labels the free plan Get Started and the others Start Free Trial', () => {
    expect(planButtonLabel({ type: 'free' })).toBe('Get Started');
    expect(planButtonLabel({ type: 'team' })).toBe('Start Free Trial');
    expect(planButtonLabel({ type: 'pro' })).toBe('Start Free Trial');
  });
  it('flags team and pro as popular', () => {
    expect(isPopularPlan({ type: 'free' })).toBe(false);
    expect(isPopularPlan({ type: 'team' })).toBe(true);
    expect(isPopularPlan({ type: 'pro' })).toBe(true);
  });
});
