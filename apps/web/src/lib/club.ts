import { useSyncExternalStore } from 'react';
import {
  redemptionItemsStorageKey,
  unitPoints,
  type CallRequest,
  type checkLimitNum,
  type getPointsGoodsPage,
  type PointsGoods,
  type pointsCategoryList,
} from '@shop/contract';
import { callApi } from './api-client.ts';
import { readJson, readStorage, writeStorage } from './storage.ts';
import { session } from './session.ts';

/**
 * The chosen points-redemption items (blocks §3 "selected redemption item", §4): kept in localStorage
 * under a key tied to the app run code, shared by the redemption block and the confirmation screen,
 * cleared at logout (lib/session.ts).
 */
export interface RedemptionItem {
  spuId: number;
  skuId: number;
  price: number;
  originalPrice: number;
  num: number;
  categoryId: number;
  img: string;
  titleSimple: string;
  titleTraditional: string;
  titleEng: string;
  point: number;
  productType: string;
  birthdayMonthPoints: number | null;
  /** Fields of the spec's item the club does not use; kept empty for the stored shape. */
  vipGradeExtraPoints: '';
  promotion: '';
  discountValue: '';
}

const isItems = (v: unknown): v is RedemptionItem[] =>
  Array.isArray(v) &&
  v.every((i) => typeof i === 'object' && i !== null && Number.isInteger((i as RedemptionItem).skuId) && Number.isInteger((i as RedemptionItem).num));

const listeners = new Set<() => void>();
// One parsed copy per stored text: a stable snapshot for useSyncExternalStore, re-read whenever the
// stored text changed (another tab, or logout clearing it).
const cache = new Map<string, { raw: string | null; items: RedemptionItem[] }>();
function read(appCode: string): RedemptionItem[] {
  const key = redemptionItemsStorageKey(appCode);
  const raw = readStorage(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.items;
  const items = (readJson(key, isItems) ?? []).filter((i) => i.num > 0);
  cache.set(key, { raw, items });
  return items;
}
function write(appCode: string, items: RedemptionItem[]) {
  writeStorage(redemptionItemsStorageKey(appCode), items.length ? JSON.stringify(items) : null);
  listeners.forEach((l) => l());
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  const unsubscribeSession = session.subscribe(l);
  window.addEventListener('storage', l);
  return () => {
    listeners.delete(l);
    unsubscribeSession();
    window.removeEventListener('storage', l);
  };
};

/** The item of one sku of a club good (a good with sizes has several; the member chooses, issue 27). */
export function itemOf(goods: PointsGoods, num: number, skuId?: number): RedemptionItem {
  const sku = goods.skuList.find((k) => k.id === skuId) ?? goods.skuList[0]!;
  return {
    spuId: goods.id,
    skuId: sku.id,
    price: sku.price,
    originalPrice: sku.originalPrice,
    num,
    categoryId: goods.categoryId,
    img: goods.img,
    titleSimple: goods.titleSimple,
    titleTraditional: goods.titleTraditional,
    titleEng: goods.titleEng,
    point: sku.point,
    productType: goods.productType,
    birthdayMonthPoints: sku.birthdayMonthPoints,
    vipGradeExtraPoints: '',
    promotion: '',
    discountValue: '',
  };
}

/** No items in the server render (and the hydration after it): they are kept in the browser. */
const NO_ITEMS: RedemptionItem[] = [];

/** The chosen items of this app and the ways to change them: 0 removes an item, more adds or updates. */
export function useRedemptionItems(appCode: string) {
  const items = useSyncExternalStore(
    subscribe,
    () => read(appCode),
    () => NO_ITEMS,
  );
  return {
    items,
    numOf: (skuId: number) => items.find((i) => i.skuId === skuId)?.num ?? 0,
    /** The chosen number of one sku of the good (its first when not named). */
    set(goods: PointsGoods, num: number, skuId?: number) {
      const sku = goods.skuList.find((k) => k.id === skuId) ?? goods.skuList[0];
      if (!sku) return;
      const rest = read(appCode).filter((i) => i.skuId !== sku.id);
      write(appCode, num > 0 ? [...rest, itemOf(goods, num, sku.id)] : rest);
    },
    remove(skuId: number) {
      write(
        appCode,
        read(appCode).filter((i) => i.skuId !== skuId),
      );
    },
    clear() {
      write(appCode, []);
    },
  };
}

/** Totals of the chosen items; birthday prices when it is the member's birthday month (blocks §4). */
export function redemptionTotals(items: readonly RedemptionItem[], birthdayMonth: boolean) {
  let num = 0;
  let points = 0;
  let normalPoints = 0;
  let price = 0;
  for (const i of items) {
    num += i.num;
    points += unitPoints(i, birthdayMonth) * i.num;
    normalPoints += i.point * i.num;
    price += i.price * i.num;
  }
  return { num, points, normalPoints, price, differs: points !== normalPoints };
}

/** Whether this is the member's birth month ('MM' from loginInfo) in Hong Kong time. */
export function isBirthdayMonth(birthdayMM: string | undefined | null, month: number): boolean {
  return !!birthdayMM && Number(birthdayMM) === month;
}

/**
 * Every club query's key, from one factory (the storefront's club blocks and the club screens share it):
 * a write drops exactly the keys it changed, never a retyped array.
 */
export const clubKeys = {
  all: ['club'] as const,
  categories: () => [...clubKeys.all, 'categories'] as const,
  goods: () => [...clubKeys.all, 'goods'] as const,
  goodsPage: (input: CallRequest<typeof getPointsGoodsPage>) => [...clubKeys.goods(), input] as const,
  pickupShops: (lines: unknown) => [...clubKeys.all, 'pickupShops', lines] as const,
  redemption: (redemptionNo: string | null) => [...clubKeys.all, 'redemption', redemptionNo] as const,
  mine: (pageNo: number) => [...clubKeys.all, 'mine', pageNo] as const,
  counterShops: () => [...clubKeys.all, 'counterShops'] as const,
  /** The counter's lookups; no query: all of them. */
  counter: (query?: unknown) => (query === undefined ? ([...clubKeys.all, 'counter'] as const) : ([...clubKeys.all, 'counter', query] as const)),
};

export const clubQueries = {
  categories: () => ({
    queryKey: clubKeys.categories(),
    queryFn: async () => (await callApi<typeof pointsCategoryList>('app/pointsCategory/categoryList', { storeType: '1' })).list,
    staleTime: 5 * 60_000,
  }),
  goodsPage: (input: CallRequest<typeof getPointsGoodsPage>) => ({
    queryKey: clubKeys.goodsPage(input),
    queryFn: () => callApi<typeof getPointsGoodsPage>('app/pointsGoods/getGoodsPage', input),
    staleTime: 10_000,
  }),
};

export const checkLimits = (lines: Array<{ skuId: number; num: number }>) =>
  callApi<typeof checkLimitNum>('app/pointsGoods/checkLimitNum', { checkSkuLimitNumDTOS: lines });
