import { describe, expect, it } from 'vitest';
import { COUNTER_PAYMENT_METHODS, ORDER_STATUSES, ORDER_TRANSITIONS, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from './order-status.ts';
import { ORDER_WORDING_KEYS, orderWording, PAID_WITH_LABEL, type OrderWordingKey, type PaidWith, type WordingFacts } from './order-wording.ts';

const HOLD = '2026-12-06T01:26:00.000Z';
const PAID_AT = '2026-11-29T01:00:00.000Z';

/** Every payment an order can carry: none chosen, each method chosen and unpaid, each way of having been paid. */
const PAYMENTS: Array<Pick<WordingFacts, 'paymentMethod' | 'paidWith' | 'paidAt'>> = [
  { paymentMethod: null, paidWith: null, paidAt: null },
  ...PAYMENT_METHODS.map((m) => ({ paymentMethod: m, paidWith: null, paidAt: null })),
  { paymentMethod: 'sandbox_card' as PaymentMethod, paidWith: 'sandbox_card' as PaidWith, paidAt: PAID_AT },
  { paymentMethod: 'stripe' as PaymentMethod, paidWith: 'stripe' as PaidWith, paidAt: PAID_AT },
  ...COUNTER_PAYMENT_METHODS.map((m) => ({ paymentMethod: 'at_shop' as PaymentMethod, paidWith: m as PaidWith, paidAt: PAID_AT })),
  // Paid at the counter as the web sees it: paid, the counter's method not on the wire.
  { paymentMethod: 'at_shop' as PaymentMethod, paidWith: null, paidAt: PAID_AT },
];

const all: WordingFacts[] = ORDER_STATUSES.flatMap((status) =>
  (['pickup', 'delivery'] as const).flatMap((takeWay) => PAYMENTS.map((p) => ({ status, takeWay, ...p, expiresAt: HOLD }))),
);

/** Whether an order in this status with this payment can exist (payment methods and take ways that fit). */
function possible(f: WordingFacts): boolean {
  const received = f.paidAt !== null;
  if (f.paymentMethod === 'at_shop' && f.takeWay !== 'pickup') return false;
  if (['paid', 'shipped', 'refunded'].includes(f.status)) return received && f.paymentMethod !== null;
  if (f.status === 'completed') return received;
  if (f.status === 'ready_for_pickup') return f.takeWay === 'pickup' && (received || f.paymentMethod === 'at_shop');
  if (f.status === 'reserved') return f.paymentMethod === 'at_shop' && !received;
  return !received;
}

const keysAsking: OrderWordingKey[] = ['await_online', 'await_online_or_shop', 'pay_at_shop', 'ready_pay_at_shop'];

describe('orderWording: the words follow the order', () => {
  it(`covers ${all.length} status × take way × payment combinations with a known key`, () => {
    for (const f of all) expect(ORDER_WORDING_KEYS).toContain(orderWording(f).key);
  });

  it('never says paid when no money was received in an order that can exist', () => {
    for (const f of all.filter(possible)) {
      const w = orderWording(f);
      expect(w.paid, JSON.stringify(f)).toBe(f.paidAt !== null);
      if (!w.paid) expect(w.paidWith).toBeNull();
      if (w.paidWith) expect(PAID_WITH_LABEL[w.paidWith].en).not.toBe('');
    }
  });

  it('names the real hold exactly when it asks the member to act by it', () => {
    for (const f of all.filter(possible)) {
      const w = orderWording(f);
      expect(w.payBy, JSON.stringify(f)).toBe(keysAsking.includes(w.key) ? HOLD : null);
    }
  });

  it('chooses by status, take way and payment', () => {
    const at = (status: OrderStatus, more: Partial<WordingFacts> = {}) =>
      orderWording({ status, takeWay: 'pickup', paymentMethod: null, paidWith: null, paidAt: null, expiresAt: HOLD, ...more });
    expect(at('pending_payment').key).toBe('await_online_or_shop');
    expect(at('pending_payment', { takeWay: 'delivery', paymentMethod: 'stripe' }).key).toBe('await_online');
    expect(at('reserved', { paymentMethod: 'at_shop' })).toEqual({ key: 'pay_at_shop', payBy: HOLD, paidWith: null, paid: false });
    expect(at('ready_for_pickup', { paymentMethod: 'at_shop' }).key).toBe('ready_pay_at_shop');
    expect(at('ready_for_pickup', { paymentMethod: 'stripe', paidWith: 'stripe', paidAt: PAID_AT })).toEqual({
      key: 'ready_paid',
      payBy: null,
      paidWith: 'stripe',
      paid: true,
    });
    expect(at('paid', { takeWay: 'delivery', paymentMethod: 'sandbox_card', paidWith: 'sandbox_card', paidAt: PAID_AT }).paidWith).toBe('sandbox_card');
    expect(at('completed', { paymentMethod: 'at_shop', paidWith: 'octopus', paidAt: PAID_AT }).paidWith).toBe('octopus');
    expect(at('cancelled', { paymentMethod: 'at_shop' }).key).toBe('cancelled_unpaid');
    expect(at('expired', { paymentMethod: 'at_shop' }).key).toBe('expired_pay_at_shop');
    expect(at('expired', { paymentMethod: 'sandbox_card' }).key).toBe('expired_unpaid');
    expect(at('refunded', { paymentMethod: 'stripe', paidWith: 'stripe', paidAt: PAID_AT }).key).toBe('refunded');
  });

  it('has a key for every status an order can reach', () => {
    const reached = new Set(Object.values(ORDER_TRANSITIONS).map((t) => t.to));
    for (const s of reached) expect(all.some((f) => f.status === s && possible(f))).toBe(true);
  });
});
