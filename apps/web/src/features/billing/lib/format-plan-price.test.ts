import { describe, expect, it } from 'vitest';
import { annualSavingPercent, formatDollars, monthlyPricePerSeat } from './format-plan-price';

describe('plan prices', () => {
  const team = { monthly_price_per_seat: 1900, annual_price_per_seat: 19000 };
  it('shows annual prices per month and the saving against monthly billing', () => {
    expect(monthlyPricePerSeat(team, 'monthly')).toBe(1900);
    expect(monthlyPricePerSeat(team, 'annual')).toBe(1583);
    expect(formatDollars(1900)).toBe('$19');
    expect(formatDollars(1583)).toBe('$15.83');
    expect(annualSavingPercent(team)).toBe(17);
    expect(annualSavingPercent({ monthly_price_per_seat: 0, annual_price_per_seat: 0 })).toBe(0);
  });
});
