/*
 * The form values the back-office API tests save: a promotion and a club good with every field filled,
 * so each test names only what it is about (`over`).
 */

const texts = (zh_HK: string, zh_CN: string, en: string) => ({ zh_HK, zh_CN, en });

/** An amount-off promotion on named skus, running from an hour ago to a day from now. */
export const promotionValues = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  title: texts('測試優惠', '测试优惠', 'Test offer'),
  description: texts('', '', ''),
  kind: 'amount_off',
  scope: 'sku',
  categoryIds: [],
  skuCodes: [],
  threshold: 0,
  amountOff: 1234,
  percentOff: 0,
  giftSkuCodes: [],
  giftLimit: 1,
  giftQty: 1,
  priority: 900,
  stackable: true,
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  endsAt: new Date(Date.now() + 86_400_000).toISOString(),
  ...over,
});

let clubSeq = 0;
/** A club gift of `categoryId` with one sku (300 points, 5 units at CWB) whose code is new each call. */
export const clubGoodsValues = (categoryId: number, over: Record<string, unknown> = {}, sku: Record<string, unknown> = {}) => {
  const n = ++clubSeq;
  return {
    categoryId,
    title: texts(`測試禮品${n}`, `测试礼品${n}`, `Test gift ${n} zq`),
    detail: texts('詳情', '详情', 'Details'),
    img: '/media/demo/club-gift.jpg',
    imgList: [],
    productType: 'gift',
    mallDisplay: true,
    status: 'on',
    sort: 0,
    skus: [
      {
        skuCode: `TCLUB-${Date.now()}-${n}`,
        point: 300,
        birthdayMonthPoints: 200,
        price: 0,
        originalPrice: 9900,
        limitNum: 2,
        limitPeriod: 'month',
        stocks: [{ storeCode: 'CWB', qty: 5 }],
        ...sku,
      },
    ],
    ...over,
  };
};

/** The fields of a promotion that the rivals call weighs: what it applies to, its priority and stacking, its period. */
const RIVAL_FIELDS = ['kind', 'scope', 'categoryIds', 'skuCodes', 'priority', 'stackable', 'startsAt', 'endsAt'] as const;
export const rivalFields = (v: Record<string, unknown>) => Object.fromEntries(RIVAL_FIELDS.map((k) => [k, v[k]]));
