import type {
  AuditEntity,
  BoOptionSource,
  BoRecordKind,
  CallRequest,
  boListClubGoods,
  boListGoods,
  boListOrders,
  boListPromotions,
  boPromotionRivals,
  boSearchCustomers,
  boSearchOrders,
} from '@shop/contract';

/**
 * The back office's one query-key factory (issue 26: one way to name a query). Every query and every
 * invalidation of the back office takes its key from here, so a write drops exactly the prefix its
 * readers live under: `orders()` covers the order lists, details, refunds and messages; `goldPrice()`
 * covers the history and the by-weight report; `all` covers everything the staff desk may show.
 */
export const boKeys = {
  all: ['backOffice'] as const,
  audit: (input: { pageNo: number; pageSize: number; search: string; entity?: AuditEntity | undefined }) => [...boKeys.all, 'audit', input] as const,
  goldPrice: () => [...boKeys.all, 'goldPrice'] as const,
  goldPriceHistory: (pageNo: number, pageSize: number) => [...boKeys.goldPrice(), pageNo, pageSize] as const,
  weightPricingReport: (pageNo: number, pageSize: number) => [...boKeys.goldPrice(), 'byWeight', pageNo, pageSize] as const,
  orders: () => [...boKeys.all, 'orders'] as const,
  orderList: (input: CallRequest<typeof boListOrders>) => [...boKeys.orders(), 'list', input] as const,
  order: (orderNo: string) => [...boKeys.orders(), 'detail', orderNo] as const,
  orderShops: () => [...boKeys.orders(), 'shops'] as const,
  /** Under `orders()`: a hand-over or a step of the desk drops the counter's queue too. */
  counterQueue: () => [...boKeys.orders(), 'counterQueue'] as const,
  /** Under `orders()`: a sale or a return drops the shop's day too (issue 43). */
  tillDay: () => [...boKeys.orders(), 'tillDay'] as const,
  tillDays: (input: { shopCode?: string | undefined; from?: string | undefined; to?: string | undefined; pageNo: number }) =>
    [...boKeys.orders(), 'tillDays', input] as const,
  orderRefunds: (orderNo: string) => [...boKeys.orders(), 'refunds', orderNo] as const,
  orderMessages: (orderNo: string) => [...boKeys.orders(), 'messages', orderNo] as const,
  records: (kind: BoRecordKind) => [...boKeys.all, 'records', kind] as const,
  recordList: (input: { kind: BoRecordKind; pageNo: number; pageSize: number; search: string }) => [...boKeys.records(input.kind), 'list', input] as const,
  record: (kind: BoRecordKind, id: number | null) => [...boKeys.records(kind), 'one', id] as const,
  options: () => [...boKeys.all, 'options'] as const,
  optionsOf: (source: BoOptionSource) => [...boKeys.options(), source] as const,
  staff: () => [...boKeys.all, 'staff'] as const,
  staffList: (input: { pageNo: number; pageSize: number; search: string }) => [...boKeys.staff(), input] as const,
  goods: () => [...boKeys.all, 'goods'] as const,
  goodsList: (input: CallRequest<typeof boListGoods>) => [...boKeys.goods(), 'list', input] as const,
  goodsOne: (id: number | null) => [...boKeys.goods(), 'one', id] as const,
  goodsOptions: () => [...boKeys.goods(), 'options'] as const,
  stock: (spuId: number) => [...boKeys.goods(), 'stock', spuId] as const,
  /** The search's synonym groups and the house brand's name (issue 42). */
  searchWords: () => [...boKeys.goods(), 'searchWords'] as const,
  stockLedger: (spuId: number, pageNo: number) => [...boKeys.goods(), 'ledger', spuId, pageNo] as const,
  club: () => [...boKeys.all, 'club'] as const,
  promotions: (input: CallRequest<typeof boListPromotions>) => [...boKeys.club(), 'promotions', input] as const,
  promotionRivals: (input: CallRequest<typeof boPromotionRivals> | null) => [...boKeys.club(), 'rivals', input] as const,
  promotion: (id: number | null) => [...boKeys.club(), 'promotion', id] as const,
  clubCategories: () => [...boKeys.club(), 'categories'] as const,
  clubGoodsList: (input: CallRequest<typeof boListClubGoods>) => [...boKeys.club(), 'goods', input] as const,
  clubGoods: (id: number | null) => [...boKeys.club(), 'one', id] as const,
  clubShops: () => [...boKeys.club(), 'shops'] as const,
  home: () => [...boKeys.all, 'home'] as const,
  homeFigures: () => [...boKeys.home(), 'figures'] as const,
  lowStockList: (storeCode: string, pageNo: number) => [...boKeys.home(), 'lowStock', storeCode, pageNo] as const,
  customers: (input: CallRequest<typeof boSearchCustomers>) => [...boKeys.home(), 'customers', input] as const,
  customer: (memberNo: string) => [...boKeys.home(), 'customer', memberNo] as const,
  orderSearch: (input: CallRequest<typeof boSearchOrders>) => [...boKeys.home(), 'orderSearch', input] as const,
  reconciliation: (date: string) => [...boKeys.all, 'payments', 'reconciliation', date] as const,
  /** Viewing appointments (issue 44): the counter's day, a shop's settings, the merchant's report. */
  viewings: () => [...boKeys.all, 'viewings'] as const,
  viewingsCounter: (storeCode: string | null) => [...boKeys.viewings(), 'counter', storeCode] as const,
  viewingSettings: (storeCode: string) => [...boKeys.viewings(), 'settings', storeCode] as const,
  viewingsReport: (input: { storeCode?: string | undefined; from: string; to: string }) => [...boKeys.viewings(), 'report', input] as const,
};
