import type { BillingInterval, Plan } from '@driftwatch/contract';

type Prices = Pick<Plan, 'monthly_price_per_seat' | 'annual_price_per_seat'>;

/** Cents as dollars: whole dollars when even, else two decimals. */
export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** The price per seat and month for the interval; an annual price is spread over 12 months. */
export function monthlyPricePerSeat(plan: Prices, interval: BillingInterval): number {
  return interval === 'annual' ? Math.round(plan.annual_price_per_seat / 12) : plan.monthly_price_per_seat;
}

/** How much cheaper annual billing is than 12 monthly payments, in whole percent (0 for free). */
export function annualSavingPercent(plan: Prices): number {
  const twelveMonths = plan.monthly_price_per_seat * 12;
  if (twelveMonths === 0) return 0;
  return Math.round(((twelveMonths - plan.annual_price_per_seat) / twelveMonths) * 100);
}
