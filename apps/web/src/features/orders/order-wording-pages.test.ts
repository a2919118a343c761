import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { DEFAULT_AMOUNT_FORMAT, ERRORS, formatAmount, LANGS, type Order } from '@shop/contract';
import { ApiError } from '../../lib/api-client.ts';
import { formatHk } from '../../lib/dates.ts';
import { ordersCatalogue } from './orders.i18n.ts';
import { wordingParams } from './order-wording.tsx';
import { ERROR_ORDER_PRICE_FOR_METHOD, repricedOfferOf } from './repriced-offer.ts';

/*
 * Words follow state on every page the member looks at (decisions 365, 397): the payment page and my
 * orders word an order as the outcome pages do; the payment page learns a re-priced total from the refusal.
 */

const money = (cents: number) => formatAmount(cents, DEFAULT_AMOUNT_FORMAT, 'total');
const hold = '2026-12-06T01:26:00Z';
const names = { zh_HK: '銅鑼灣店', zh_CN: '铜锣湾店', en: 'Causeway Bay' } as const;
const shop = { storeCode: 'CWB', nameTraditional: names.zh_HK, nameSimple: names.zh_CN, nameEng: names.en };
const order = (over: Partial<Order>) =>
  ({ takeWay: 'pickup', pickupStore: shop, totalPayPrice: 1_710_000, paidAt: null, paidWith: null, expiresAt: hold, ...over }) as unknown as Order;

async function wordsIn(o: Order) {
  const i18n = i18next.createInstance();
  const resources = Object.fromEntries(LANGS.map((l) => [l, { orders: ordersCatalogue[l] }]));
  await i18n.init({ lng: 'en', resources, initAsync: false, interpolation: { escapeValue: false } });
  return Object.fromEntries(
    LANGS.map((lang) => {
      const { key, values } = wordingParams(o, lang, money);
      return [lang, { key, text: i18n.t(`orders:word_${key}`, { ...values, lng: lang }) }];
    }),
  );
}

describe('the member’s order words', () => {
  it('an unpaid pay-at-shop order: pay the amount at the shop by the real hold, in Hong Kong time, three languages', async () => {
    const words = await wordsIn(order({ status: 'reserved', paymentMethod: 'at_shop' }));
    for (const lang of LANGS) {
      expect(words[lang]!.key).toBe('pay_at_shop');
      expect(words[lang]!.text).toContain(formatHk(hold, 'dateTime', lang));
      expect(words[lang]!.text).toContain(names[lang]);
      expect(words[lang]!.text).toContain(money(1_710_000));
      expect(words[lang]!.text).not.toMatch(/received your payment|Paid:|已付款|收到您的付款/);
    }
    expect(words.en!.text).toMatch(/pay HK\$17,100(\.00)? at the shop and collect it by/);
  });

  it('a paid card order names the card; a waiting one asks to pay by the hold', async () => {
    const paid = await wordsIn(
      order({ status: 'paid', paymentMethod: 'sandbox_card', paidWith: 'sandbox_card', paidAt: '2026-11-29T01:00:00Z', expiresAt: null }),
    );
    expect(paid.en!.text).toContain('credit card (sandbox)');
    expect(paid.zh_HK!.text).toContain('信用卡（沙盒測試）');
    // Paid at the counter: the counter's method, as the member's message names it.
    const octopus = await wordsIn(
      order({ status: 'completed', paymentMethod: 'at_shop', paidWith: 'octopus', paidAt: '2026-11-29T01:00:00Z', expiresAt: null }),
    );
    expect(octopus.en!.text).toContain('by Octopus');
    expect(octopus.zh_HK!.text).toContain('八達通');
    const waiting = await wordsIn(order({ status: 'pending_payment', paymentMethod: null }));
    expect(waiting.en!.key).toBe('await_online_or_shop');
    for (const lang of LANGS) expect(waiting[lang]!.text).toContain(formatHk(hold, 'dateTime', lang));
  });
});

describe('the payment page’s re-priced total', () => {
  it('knows ORDER_PRICE_FOR_METHOD by its code', () => {
    expect(ERROR_ORDER_PRICE_FOR_METHOD).toBe(ERRORS.ORDER_PRICE_FOR_METHOD.code);
  });

  it('reads the total from the refusal’s data, and nothing from other failures', () => {
    const refusal = new ApiError(409, 40540, 'price changes', { repricedTotal: 1_710_000 });
    expect(repricedOfferOf(refusal, 'at_shop')).toEqual({ method: 'at_shop', amount: 1_710_000 });
    expect(repricedOfferOf(new ApiError(409, 40540, 'no data'), 'at_shop')).toBeNull();
    expect(repricedOfferOf(new ApiError(409, 40541, 'gift'), 'at_shop')).toBeNull();
    expect(repricedOfferOf(new Error('x'), 'at_shop')).toBeNull();
  });

  it('offers "pay HK$X at the shop instead" in three languages', () => {
    for (const lang of LANGS) {
      const c = ordersCatalogue[lang] as Record<string, string>;
      expect(c.repricedPayAtShop, lang).toContain('{{amount}}');
      expect(c.repricedText, lang).toContain('{{amount}}');
    }
  });
});
