import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('docs that are generated at build time or describe proposals', () => {
  it('accepts links to pages pydoc-markdown generates and leaves RFCs alone', async () => {
    // api-documentation/cart.md is generated from shop.cart; checkout.md exists nowhere. The RFC
    // proposed Cart.subtotal, which the code never had.
    expect(await scanFixture('generated-and-proposal-docs')).toEqual([
      'broken_link docs/tutorial/carts.md:4 ../checkout.md',
    ]);
  }, 120_000);
});
