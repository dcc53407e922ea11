import { describe, expect, it } from 'vitest';
import { computeOrderTotal, isKnownDiscountCode } from '../src/services/pricing.js';

const mugs = [{ sku: 'MUG-01', quantity: 2, unitPrice: 1250 }];

describe('computeOrderTotal', () => {
  it('adds tax to the subtotal', () => {
    expect(computeOrderTotal(mugs, { taxRate: 0.2 })).toEqual({ subtotal: 2500, discount: 0, tax: 500, total: 3000 });
  });

  it('applies the discount before tax', () => {
    expect(computeOrderTotal(mugs, { taxRate: 0.2, discountCode: 'welcome10' })).toEqual({
      subtotal: 2500,
      discount: 250,
      tax: 450,
      total: 2700,
    });
  });

  it('ignores unknown discount codes', () => {
    expect(computeOrderTotal(mugs, { taxRate: 0, discountCode: 'NOPE' }).discount).toBe(0);
    expect(isKnownDiscountCode('NOPE')).toBe(false);
  });
});
