import { describe, expect, it } from 'vitest';
import { ORDER_WORDING_KEYS, type Order } from '@shop/contract';
import { ordersCatalogue } from './orders.i18n.ts';
import { wordingOf } from './order-wording.tsx';

const UNPAID = ['await_online', 'await_online_or_shop', 'pay_at_shop', 'ready_pay_at_shop', 'cancelled_unpaid', 'expired_unpaid', 'expired_pay_at_shop'];

// Words follow state (decision 365): the pages' words for every wording key, never "paid" for an unpaid one.
describe('order outcome words', () => {
  it('has every wording key in the three languages, naming the hold where one is asked for', () => {
    for (const key of ORDER_WORDING_KEYS) {
      for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) {
        const text = (ordersCatalogue[lang] as Record<string, string>)[`word_${key}`];
        expect(text, `${key} ${lang}`).toBeTruthy();
        if (UNPAID.includes(key)) expect(text, `${key} ${lang}`).not.toMatch(/received your payment|Paid:|已付款|收到您的付款/);
        if (UNPAID.slice(0, 4).includes(key)) expect(text, `${key} ${lang}`).toContain('{{time}}');
      }
    }
  });

  it('chooses from the order on the wire: pay at the shop is not paid; a card payment names the card', () => {
    const base = { takeWay: 'pickup', paidAt: null, expiresAt: '2026-12-06T01:26:00Z' } as const;
    expect(wordingOf({ ...base, status: 'reserved', paymentMethod: 'at_shop' } as unknown as Order)).toMatchObject({ key: 'pay_at_shop', paid: false });
    expect(wordingOf({ ...base, status: 'pending_payment', paymentMethod: 'sandbox_card' } as unknown as Order).key).toBe('await_online_or_shop');
    expect(
      wordingOf({
        ...base,
        status: 'paid',
        paymentMethod: 'sandbox_card',
        paidWith: 'sandbox_card',
        paidAt: '2026-11-29T01:00:00Z',
        expiresAt: null,
      } as unknown as Order),
    ).toMatchObject({ key: 'paid', paidWith: 'sandbox_card', paid: true });
    expect(
      wordingOf({ ...base, status: 'completed', paymentMethod: 'at_shop', paidAt: '2026-11-29T01:00:00Z', expiresAt: null } as unknown as Order),
    ).toMatchObject({ key: 'completed_paid', paidWith: null, paid: true });
  });
});
