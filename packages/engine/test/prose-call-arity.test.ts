import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('calls written in prose as inline code', () => {
  it('reports more arguments than the callee takes, when it resolves to one declaration or every declaration of the name agrees', async () => {
    // createOrder takes one input object; cancelOrder(id, reason) fits its two parameters. Every
    // placeOrder (two classes declare one) takes one; the bare read(fd, buffer) names no one callee.
    expect(await scanFixture('prose-call-arity')).toEqual([
      'extra_parameter README.md:3 createOrder',
      'extra_parameter README.md:7 placeOrder',
    ]);
  }, 120_000);
});
