import { describe, expect, it } from 'vitest';
import { COUNTER_PAYMENT_METHODS, PAYMENT_METHODS } from './order-status.ts';
import { PAYMENT_CONDITIONS, PRICED_KINDS, paymentKindOf, priceHoldsFor, promotionApplies } from './payment-conditions.ts';

describe('payment conditions', () => {
  it('gives every online and counter method a kind', () => {
    for (const m of [...PAYMENT_METHODS, ...COUNTER_PAYMENT_METHODS]) expect(PRICED_KINDS).toContain(paymentKindOf(m));
    expect(paymentKindOf('sandbox_card')).toBe('card');
    expect(paymentKindOf('stripe')).toBe('card');
    expect(paymentKindOf('at_shop')).toBe('counter');
    expect(paymentKindOf('cash')).toBe('cash');
    expect(paymentKindOf('card_terminal')).toBe('card');
    for (const w of ['fps', 'octopus', 'alipay_hk', 'wechat_pay'] as const) expect(paymentKindOf(w)).toBe('wallet');
  });

  it('applies an offer for any payment to every kind, a conditional one only to its kind', () => {
    for (const k of PRICED_KINDS) expect(promotionApplies('any', k)).toBe(true);
    expect(promotionApplies('card', 'card')).toBe(true);
    expect(promotionApplies('card', 'cash')).toBe(false);
    expect(promotionApplies('card', 'wallet')).toBe(false);
    expect(promotionApplies('card', 'counter')).toBe(false);
    expect(promotionApplies('cash', 'cash')).toBe(true);
    expect(promotionApplies('wallet', 'wallet')).toBe(true);
    // Paying at the shop is not yet a kind: no conditional offer applies until the counter knows the method.
    for (const c of PAYMENT_CONDITIONS.filter((x) => x !== 'any')) expect(promotionApplies(c, 'counter')).toBe(false);
  });

  it('keeps a price only when every conditional offer in it admits the kind paid with', () => {
    expect(priceHoldsFor([], 'cash')).toBe(true);
    expect(priceHoldsFor(['any'], 'cash')).toBe(true);
    expect(priceHoldsFor(['any', 'card'], 'card')).toBe(true);
    expect(priceHoldsFor(['any', 'card'], 'cash')).toBe(false);
    expect(priceHoldsFor(['card'], paymentKindOf('card_terminal'))).toBe(true);
    expect(priceHoldsFor(['card'], paymentKindOf('octopus'))).toBe(false);
  });
});
