import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../lib/i18n.ts';
import { cartCatalogue } from './cart.i18n.ts';
import { cartStoreCatalogue } from '../../lib/cart/cart-store.i18n.ts';
import { CART_LINE_STATES } from '@shop/contract';

// These catalogues load with lazy chunks, so the app-wide catalogue test does not see them.
describe('cart strings', () => {
  for (const catalogue of [cartCatalogue, cartStoreCatalogue] as Catalogue[]) {
    it(`${catalogue.ns}: every key in zh_HK, zh_CN and en`, () => {
      const keys = new Set([...Object.keys(catalogue.zh_HK), ...Object.keys(catalogue.zh_CN), ...Object.keys(catalogue.en)]);
      for (const key of keys) for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) expect(catalogue[lang][key], `${catalogue.ns}.${key} ${lang}`).toBeTruthy();
    });
  }

  it('names every invalid line state, in the words of core §8', () => {
    for (const state of CART_LINE_STATES.filter((s) => s !== 'NORMAL'))
      expect(cartCatalogue.en[`state_${state}` as keyof typeof cartCatalogue.en]).toBeTruthy();
    expect(cartCatalogue.en.empty).toBe('No products in the cart.');
    expect(cartCatalogue.en.soldOut).toBe('sold out');
  });
});
