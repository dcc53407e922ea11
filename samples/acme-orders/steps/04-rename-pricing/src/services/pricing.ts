export interface LineItem {
  sku: string;
  quantity: number;
  /** Price of one unit in minor units (cents). */
  unitPrice: number;
}

export interface PricingOptions {
  taxRate: number;
  discountCode?: string;
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

const DISCOUNT_RATES: Record<string, number> = {
  WELCOME10: 0.1,
  SPRING25: 0.25,
};

export function isKnownDiscountCode(code: string): boolean {
  return code.toUpperCase() in DISCOUNT_RATES;
}

/** Totals in minor units; the discount applies to the subtotal and tax applies after it. */
export function computeOrderTotal(items: LineItem[], options: PricingOptions): OrderTotals {
  const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
  const rate = options.discountCode ? (DISCOUNT_RATES[options.discountCode.toUpperCase()] ?? 0) : 0;
  const discount = Math.round(subtotal * rate);
  const tax = Math.round((subtotal - discount) * options.taxRate);
  return { subtotal, discount, tax, total: subtotal - discount + tax };
}
