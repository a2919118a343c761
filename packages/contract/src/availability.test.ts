import { describe, expect, it } from 'vitest';
import { availabilityOfLine, lineSource, maxUnits, orderPlan, pickupShopsForAll, pickupShopsForAny, skuAvailability, type SkuStock } from './availability.ts';

const stock = (over: Partial<SkuStock> = {}): SkuStock => ({ exists: true, onSale: true, online: 0, shops: [], ...over });
const CWB = { storeCode: 'CWB', qty: 2 };
const MK = { storeCode: 'MK', qty: 5 };

describe('skuAvailability: where and how a sku can be had', () => {
  it('online when the online shop holds the units, whatever the shops hold', () => {
    expect(skuAvailability(stock({ online: 3, shops: [CWB] }), 3)).toEqual({ way: 'online' });
  });

  it('pick-up only at the shops holding every unit, most first, when the online shop cannot supply', () => {
    expect(skuAvailability(stock({ online: 0, shops: [CWB, MK] }), 1)).toEqual({ way: 'pickup', shops: ['MK', 'CWB'] });
    expect(skuAvailability(stock({ online: 1, shops: [CWB, MK] }), 3)).toEqual({ way: 'pickup', shops: ['MK'] });
    // No stock record online (the seed never stocked it there): still pick-up, never an anomaly.
    expect(skuAvailability(stock({ online: null, shops: [CWB] }), 2)).toEqual({ way: 'pickup', shops: ['CWB'] });
  });

  it('not at all, with the line state that says why', () => {
    expect(skuAvailability(stock({ online: 0, shops: [CWB] }), 3)).toEqual({ way: 'none', state: 'SOLD_OUT' });
    expect(skuAvailability(stock({ online: 1, shops: [CWB] }), 3)).toEqual({ way: 'none', state: 'INSUFFICIENT_STOCK' });
    expect(skuAvailability(stock({ online: null }), 1)).toEqual({ way: 'none', state: 'INVENTORY_ANOMALY' });
    expect(skuAvailability(stock({ onSale: false, online: 5, shops: [MK] }), 1)).toEqual({ way: 'none', state: 'REMOVED_FROM_SALE' });
    expect(skuAvailability(stock({ exists: false, onSale: false, online: null, shops: [MK] }), 1)).toEqual({ way: 'none', state: 'GOODS_NOT_EXIST' });
  });

  it('bounds the quantity by the best single source', () => {
    expect(maxUnits(stock({ online: 1, shops: [CWB, MK] }))).toBe(5);
    expect(maxUnits(stock({ online: null, shops: [] }))).toBe(0);
    expect(maxUnits(stock({ onSale: false, online: 4 }))).toBe(0);
  });
});

describe('lineSource and orderPlan: which stock each line of one order takes', () => {
  const online = { skuId: 1, availability: skuAvailability(stock({ online: 4 }), 1) };
  const atCwb = { skuId: 2, availability: skuAvailability(stock({ shops: [CWB] }), 1) };
  const atMk = { skuId: 3, availability: skuAvailability(stock({ shops: [MK] }), 1) };
  const gone = { skuId: 4, availability: skuAvailability(stock(), 1) };

  it('a pick-up order at Causeway Bay takes the online line from the online shop and the pick-up-only line from Causeway Bay', () => {
    expect(orderPlan([online, atCwb], { takeWay: 'pickup', storeCode: 'CWB' }, 'ESHOP')).toEqual({
      now: [
        { skuId: 1, storeCode: 'ESHOP' },
        { skuId: 2, storeCode: 'CWB' },
      ],
      later: [],
    });
  });

  it('names the shop each line left over needs', () => {
    expect(orderPlan([online, atCwb, atMk, gone], { takeWay: 'pickup', storeCode: 'CWB' }, 'ESHOP')).toEqual({
      now: [
        { skuId: 1, storeCode: 'ESHOP' },
        { skuId: 2, storeCode: 'CWB' },
      ],
      later: [
        { skuId: 3, shops: ['MK'] },
        { skuId: 4, shops: [] },
      ],
    });
    expect(orderPlan([online, atCwb], { takeWay: 'delivery' }, 'ESHOP').later).toEqual([{ skuId: 2, shops: ['CWB'] }]);
  });

  it('never takes a pick-up-only line for delivery or at a shop not holding it', () => {
    expect(lineSource(atCwb.availability, { takeWay: 'delivery' }, 'ESHOP')).toBeNull();
    expect(lineSource(atCwb.availability, { takeWay: 'pickup', storeCode: 'MK' }, 'ESHOP')).toBeNull();
    expect(lineSource(online.availability, { takeWay: 'pickup', storeCode: 'MK' }, 'ESHOP')).toBe('ESHOP');
  });

  it('says which shops can take every line, and which some', () => {
    expect(pickupShopsForAll([online])).toBeNull();
    expect(pickupShopsForAll([online, atCwb])).toEqual(['CWB']);
    expect(pickupShopsForAll([atCwb, atMk])).toEqual([]);
    expect(pickupShopsForAny([online, atCwb, atMk])).toEqual(['CWB', 'MK']);
  });

  it('reads a cart line answer back into the same availability', () => {
    expect(availabilityOfLine({ state: 'NORMAL', pickupOnlyAt: ['CWB'] })).toEqual({ way: 'pickup', shops: ['CWB'] });
    expect(availabilityOfLine({ state: 'NORMAL' })).toEqual({ way: 'online' });
    expect(availabilityOfLine({ state: 'SOLD_OUT' })).toEqual({ way: 'none', state: 'SOLD_OUT' });
  });
});
