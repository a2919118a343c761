import { describe, expect, it } from 'vitest';
import { deskOrderActions, ledgerHolds, lineRefundCents, refundOutcome, refundWayBackLabel, unitsDue, unitsRefundable } from './order-line-ledger.ts';

const line = (num: number, refundedNum = 0, handedOverNum = 0, returnedNum = 0) => ({ num, refundedNum, handedOverNum, returnedNum });

describe('order line ledger', () => {
  it('units due at the counter are ordered less refunded less handed over', () => {
    expect(unitsDue(line(3))).toBe(3);
    expect(unitsDue(line(3, 1))).toBe(2);
    expect(unitsDue(line(3, 1, 2))).toBe(0);
    expect(unitsRefundable(line(3, 1, 2))).toBe(2);
  });

  it('a refund of units not handed over is no return; goods back only when staff say so', () => {
    expect(refundOutcome(line(2), 1, false)).toEqual({ fromHandedOver: 0, returned: 0, after: line(2, 1, 0, 0) });
    expect(refundOutcome(line(2), 2, true)).toEqual({ fromHandedOver: 0, returned: 2, after: line(2, 2, 0, 2) });
  });

  it('a refund after hand-over is a return: handed over goes down, returned up, whatever the flag', () => {
    const out = refundOutcome(line(2, 0, 2), 1, false)!;
    expect(out.fromHandedOver).toBe(1);
    expect(out.returned).toBe(1);
    expect(out.after).toEqual(line(2, 1, 1, 1));
    expect(ledgerHolds(out.after)).toBe(true);
  });

  it('never refunds more than is left, nor a non-positive or fractional count', () => {
    expect(refundOutcome(line(2, 1), 2, true)).toBeNull();
    expect(refundOutcome(line(2), 0, true)).toBeNull();
    expect(refundOutcome(line(2), 1.5, true)).toBeNull();
  });

  it('holds handed over + refunded ≤ ordered and returned ≤ refunded', () => {
    expect(ledgerHolds(line(2, 1, 1, 1))).toBe(true);
    expect(ledgerHolds(line(2, 1, 2))).toBe(false);
    expect(ledgerHolds(line(2, 0, 0, 1))).toBe(false);
  });
});

describe('desk actions', () => {
  it('an unpaid prepared pick-up order is cancelled, never refunded; a paid one the other way round', () => {
    expect(deskOrderActions({ status: 'ready_for_pickup', takeWay: 'pickup', paid: false })).toEqual(['cancel']);
    expect(deskOrderActions({ status: 'ready_for_pickup', takeWay: 'pickup', paid: true })).toEqual(['refund']);
    expect(deskOrderActions({ status: 'reserved', takeWay: 'pickup', paid: false })).toEqual(['prepare', 'cancel']);
    expect(deskOrderActions({ status: 'paid', takeWay: 'delivery', paid: true })).toEqual(['ship', 'refund']);
    expect(deskOrderActions({ status: 'completed', takeWay: 'pickup', paid: true })).toEqual(['refund']);
  });
});

describe('refund way back', () => {
  it('names the payment that received the money, in three languages', () => {
    const shop = { zh_HK: '銅鑼灣店', zh_CN: '铜锣湾店', en: 'Causeway Bay' };
    expect(refundWayBackLabel({ provider: 'at_shop', method: 'cash', reference: '', shopName: shop }, 'en')).toBe('cash at Causeway Bay counter');
    expect(refundWayBackLabel({ provider: 'at_shop', method: 'fps', reference: 'AB12', shopName: shop }, 'zh_HK')).toBe('銅鑼灣店櫃檯轉數快，參考編號 AB12');
    expect(refundWayBackLabel({ provider: 'sandbox_card', method: null, reference: '', shopName: null }, 'en')).toBe('sandbox card');
    expect(refundWayBackLabel({ provider: 'stripe', method: 'card', reference: '', shopName: null }, 'en')).toBe('card (Stripe)');
    expect(refundWayBackLabel({ provider: 'stripe', method: 'alipay', reference: '', shopName: null }, 'zh_CN')).toBe('支付宝（Stripe）');
  });
});

describe('lineRefundCents (decision 515: the credit the till shows is what the refund writes)', () => {
  it('gives floor(paid × refunded / units) in steps, and every unit in any steps gives back exactly what was paid', () => {
    const l = { totalPayPrice: 1000, num: 3 };
    expect(lineRefundCents({ ...l, refundedNum: 0 }, 1)).toBe(333);
    expect(lineRefundCents({ ...l, refundedNum: 1 }, 1)).toBe(333);
    expect(lineRefundCents({ ...l, refundedNum: 2 }, 1)).toBe(334);
    expect(lineRefundCents({ ...l, refundedNum: 0 }, 3)).toBe(1000);
    expect(lineRefundCents({ ...l, refundedNum: 1 }, 0)).toBe(0);
  });
});
