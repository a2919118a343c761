import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { redemptionItemsStorageKey, unitPoints } from '@shop/contract';
import { isBirthdayMonth, itemOf, redemptionTotals, type RedemptionItem } from './club.ts';
import type { PointsGoods } from '@shop/contract';
import { session } from './session.ts';

const item = (skuId: number, point: number, birthdayMonthPoints: number | null, num: number, price = 0): RedemptionItem => ({
  spuId: skuId,
  skuId,
  price,
  originalPrice: 0,
  num,
  categoryId: 1,
  img: '',
  titleSimple: '',
  titleTraditional: '',
  titleEng: '',
  point,
  productType: 'gift',
  birthdayMonthPoints,
  vipGradeExtraPoints: '',
  promotion: '',
  discountValue: '',
});

describe('redemption totals (blocks §4)', () => {
  it('uses birthday-month points only in the birthday month, and says when the totals differ', () => {
    const items = [item(1, 1000, 800, 2, 5000), item(2, 300, null, 1)];
    expect(redemptionTotals(items, false)).toEqual({ num: 3, points: 2300, normalPoints: 2300, price: 10000, differs: false });
    expect(redemptionTotals(items, true)).toEqual({ num: 3, points: 1900, normalPoints: 2300, price: 10000, differs: true });
    expect(unitPoints({ point: 500, birthdayMonthPoints: 0 }, true)).toBe(0);
  });

  it('reads the birth month as two digits', () => {
    expect(isBirthdayMonth('03', 3)).toBe(true);
    expect(isBirthdayMonth('11', 3)).toBe(false);
    expect(isBirthdayMonth('', 3)).toBe(false);
  });
});

describe('logout clears the chosen items (core §4)', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    const fake = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
      key: (i: number) => [...store.keys()][i] ?? null,
      get length() {
        return store.size;
      },
    };
    (globalThis as { localStorage?: unknown }).localStorage = fake;
  });
  afterEach(() => {
    store.clear();
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('removes the items of every app run code, and keeps them while logged in', () => {
    store.set(redemptionItemsStorageKey('SITE'), '[]');
    store.set(redemptionItemsStorageKey('OTHER'), '[]');
    store.set('lang', 'en');
    session.setMemberToken('m.token');
    expect(store.has(redemptionItemsStorageKey('SITE'))).toBe(true);
    session.setMemberToken(null);
    expect([...store.keys()]).toEqual(['lang']);
  });
});

describe('a club good with several skus (issue 27)', () => {
  const sku = (id: number, point: number) => ({
    id,
    spuId: 7,
    skuCode: `RING-${id}`,
    point,
    birthdayMonthPoints: null,
    price: 0,
    originalPrice: 0,
    limitNum: null,
    storeStockList: [],
    storeStockQty: 3,
  });
  const goods = {
    id: 7,
    categoryId: 1,
    img: '',
    titleSimple: '',
    titleTraditional: '',
    titleEng: 'Ring',
    productType: 'gift',
    skuList: [sku(70, 500), sku(71, 650)],
  } as unknown as PointsGoods;
  it('makes the item of the sku the member chose, its first when none is named', () => {
    expect(itemOf(goods, 2, 71)).toMatchObject({ spuId: 7, skuId: 71, point: 650, num: 2 });
    expect(itemOf(goods, 1)).toMatchObject({ skuId: 70, point: 500 });
  });
});
