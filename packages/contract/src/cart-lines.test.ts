import { describe, expect, it } from 'vitest';
import { CART_LINE_STATES, LINE_STATE_ERROR, LINE_STATE_STATUS, cartLineState } from './cart-lines.ts';
import { ERRORS } from './errors/index.ts';

const line = (over: Partial<Parameters<typeof cartLineState>[0]> = {}) => cartLineState({ exists: true, onSale: true, stockQty: 5, num: 1, ...over });

describe('line state: one rule for cart, preview and takeOrder', () => {
  it('decides every state, in order of what matters most', () => {
    expect(line()).toBe('NORMAL');
    expect(line({ num: 5 })).toBe('NORMAL');
    expect(line({ exists: false, onSale: false, stockQty: null })).toBe('GOODS_NOT_EXIST');
    expect(line({ onSale: false, stockQty: 0 })).toBe('REMOVED_FROM_SALE');
    expect(line({ stockQty: null })).toBe('INVENTORY_ANOMALY');
    expect(line({ stockQty: 0 })).toBe('SOLD_OUT');
    expect(line({ stockQty: 4, num: 5 })).toBe('INSUFFICIENT_STOCK');
  });

  it('reads negative stock as an inventory anomaly, not as sold out', () => {
    expect(line({ stockQty: -1 })).toBe('INVENTORY_ANOMALY');
    expect(line({ stockQty: -3, num: 1 })).toBe('INVENTORY_ANOMALY');
  });

  it('maps every state to the preview status and every invalid one to a catalogue text in three languages', () => {
    expect(Object.keys(LINE_STATE_STATUS).sort()).toEqual([...CART_LINE_STATES].sort());
    expect(new Set(Object.values(LINE_STATE_STATUS)).size).toBe(CART_LINE_STATES.length);
    for (const key of Object.values(LINE_STATE_ERROR)) {
      const text = ERRORS[key].text;
      expect([text.zh_HK, text.zh_CN, text.en].every(Boolean)).toBe(true);
    }
    expect(ERRORS[LINE_STATE_ERROR.SOLD_OUT].text.en).toBe('Sold Out');
  });
});
