import { formatAmount, onlineCategoriesInput, type GoodsCard, type SkuCard } from '@shop/contract';
import type { CallRequest, categoryList, getGoodsPage, listSpuByIds } from '@shop/contract';
import { callApi } from './api-client.ts';
import { SITE } from './config.ts';

/**
 * Catalogue reading shared by the online menu, the product blocks and the catalogue screens: query
 * options for the shared calls, the wire's three-language fields, and the card rules of core §4.
 */

/** The wire's three-language fields, one way for the server's first screen and the app (@shop/contract). */

/** The shared catalogue queries' keys (the catalogue feature's own calls key under 'catalogue' too). */
export const catalogueKeys = {
  categories: () => ['catalogue', 'categories'] as const,
  goodsPage: (input: unknown) => ['catalogue', 'goodsPage', input] as const,
  spus: (ids: number[]) => ['catalogue', 'spus', ids] as const,
};

export const catalogueQueries = {
  categories: () => ({
    queryKey: catalogueKeys.categories(),
    queryFn: () => callApi<typeof categoryList>('app/category/categoryList', onlineCategoriesInput(SITE)),
    staleTime: 300_000,
  }),
  goodsPage: (input: Omit<CallRequest<typeof getGoodsPage>, 'merchantCode' | 'storeCode'>) => {
    const full = { merchantCode: SITE.merchantCode, storeCode: SITE.storeCode, ...input };
    return {
      queryKey: catalogueKeys.goodsPage(input),
      queryFn: () => callApi<typeof getGoodsPage>('app/goods/getGoodsPage', full),
      staleTime: 60_000,
    };
  },
  spusByIds: (ids: number[]) => ({
    queryKey: catalogueKeys.spus(ids),
    queryFn: () =>
      callApi<typeof listSpuByIds>('app/goods/listSpuByIds', { merchantCode: SITE.merchantCode, storeCode: SITE.storeCode, spuIdList: ids, checkGoods: true }),
    staleTime: 60_000,
  }),
};

export const productPath = (id: number) => `/product?id=${id}`;

/** What the card rules read of a product: its attributes and skus (whole goods, or a card's). */
type Selectable = Pick<GoodsCard, 'goodsAttributesList' | 'skuList'>;

/** The COLOR attribute of a product, if any. */
export const colourAttribute = (g: Selectable) => g.goodsAttributesList.find((a) => a.attributesType === 'COLOR');

/**
 * Card rules (core §4): choosing a colour selects the first sku of that colour (and of the chosen other
 * selections when they fit); nothing chosen means sku index 0.
 */
export function selectSkuIndex(g: Selectable, chosen: number[]): number {
  if (!chosen.length) return 0;
  const fits = (k: SkuCard) => chosen.every((id) => k.goodsAttributesSelectionIdSet.includes(id));
  const i = g.skuList.findIndex(fits);
  if (i >= 0) return i;
  // A combination that does not exist: keep the colour, drop the rest.
  const colour = colourAttribute(g)?.goodsAttributesSelections.find((s) => chosen.includes(s.id));
  const j = colour ? g.skuList.findIndex((k) => k.goodsAttributesSelectionIdSet.includes(colour.id)) : -1;
  return j >= 0 ? j : 0;
}

/** True when every sku on sale carrying this selection has no stock in the shop. */
export function selectionSoldOut(g: Selectable, selectionId: number, others: number[] = []): boolean {
  const skus = g.skuList.filter(
    (k) => k.status === 'on' && k.goodsAttributesSelectionIdSet.includes(selectionId) && others.every((o) => k.goodsAttributesSelectionIdSet.includes(o)),
  );
  return skus.every((k) => k.storeStockQty <= 0);
}

export const price = (cents: number, data: { amountFormat: Parameters<typeof formatAmount>[1]; currencySymbol: string }) =>
  formatAmount(cents, data.amountFormat, 'price', data.currencySymbol);
