import { beforeAll, describe, expect, it } from 'vitest';
import { priceByWeight, type WeightPricing } from '@shop/contract';
import { backOfficeHelpers, staffPerFile, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { demoMember, takeOrderBody } from '../../../test/orders-fixture.ts';
import { ratesOf } from './gold-price.service.ts';

/*
 * Issue 41, decision 593: a by-weight sku's price is derived from its rule and the newest rate when read,
 * not written into the sku by the rate. Every reader serves the new price after a rate — product page,
 * cart, checkout, the till, the order placed — and an order placed before it keeps the price it was placed
 * at. The model of "the rate changes between add-to-cart and checkout".
 */

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);
const staff = staffPerFile(t, { counter: 2, crm: 3 });
let member: string;
let keySeq = 0;
const newKey = () => `rate-served-${Date.now()}-${++keySeq}`;

type Rate = { id: number; sell_tael: number; k18_tael: number | null; k18_permille: number; pt950_tael: number | null };
const latestRate = async () =>
  (await q<Rate>('select id, sell_tael, k18_tael, k18_permille, pt950_tael from gold_prices order by recorded_at desc, id desc limit 1'))[0]!;
const priceAt = (rule: WeightPricing, r: Rate) =>
  priceByWeight(rule, ratesOf({ sellTael: r.sell_tael, k18Tael: r.k18_tael, k18Permille: r.k18_permille, pt950Tael: r.pt950_tael }))!;

/** Records a 999.9 rate `permille` thousandths above the newest (small steps: no confirmation asked). */
async function raiseRate(permille: number) {
  const sell = Math.round(((await latestRate()).sell_tael * (1000 + permille)) / 100_000) * 100;
  const res = await t.call(
    'app/official/posservice/recordGoldPrice',
    { sellCents: sell, purchaseCents: sell - 200_000, exchangeCents: sell - 100_000 },
    { token: staff.crm },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return latestRate();
}

const preview = async (skuId: number) => {
  const res = await t.call('app/page/order/preview', { skuList: [{ skuId, num: 1 }], giftSkuList: [], paymentMethod: 'at_shop' }, { token: member });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const take = async (skuId: number, pv: any) => {
  const body = takeOrderBody(newKey(), [{ skuId, num: 1 }], pv, { pickupStoreCode: 'CWB' }, 'at_shop');
  const quote = { rateId: pv.weightQuote.rateId, validUntil: pv.weightQuote.validUntil };
  return t.call('app/page/order/takeOrder', { ...body, orderRequest: { ...body.orderRequest, weightQuote: quote } }, { token: member, lang: 'en' });
};

let sku: { id: number; spu_id: number; sku_code: string; rule: WeightPricing };
beforeAll(async () => {
  member = (await demoMember(t)).token;
  [sku] = (await q<typeof sku>(`
    select k.id, k.spu_id, k.sku_code, k.weight_pricing as rule from skus k join spus p on p.id = k.spu_id
     where k.weight_pricing->>'metal' = 'gold9999' and k.status = 'on' and p.status = 'on' order by k.id limit 1`)) as [typeof sku];
  await q(`insert into sku_stocks (sku_id, store_code, qty) values (${sku.id}, 'ESHOP', 50), (${sku.id}, 'CWB', 50)
           on conflict (sku_id, store_code) do update set qty = 50`);
  t.services.orders.skusChanged([sku.id]);
});

describe('a new rate is the price everywhere at once; orders keep theirs (decision 593)', () => {
  it('product page, cart, checkout, till and the order placed follow the rate; an earlier order keeps its price', async () => {
    const r1 = await latestRate();
    const p1 = priceAt(sku.rule, r1);
    // Before: an order placed at r1, and the piece in the cart.
    const placed = await take(sku.id, await preview(sku.id));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const earlier = placed.body.data.order;
    expect(earlier.lines[0]).toMatchObject({ price: p1.price, weightPrice: { rateId: r1.id } });
    await t.call('app/cart/addCartList', { storeCode: 'ESHOP', list: [{ skuId: sku.id, num: 1 }], needCheckSkuStock: false }, { token: member });
    const shown = await preview(sku.id);
    const page = async () =>
      (await t.call('app/goods/getGoodsMixData', { spuId: sku.spu_id }, { lang: 'en' })).body.data.goods.skuList.find((k: any) => k.id === sku.id);
    expect((await page()).price).toBe(p1.price);
    const stored = (await q<{ price: number; weight_quote: unknown }>(`select price, weight_quote from skus where id = ${sku.id}`))[0]!;

    // The rate changes between add-to-cart and checkout.
    const r2 = await raiseRate(30);
    const p2 = priceAt(sku.rule, r2);
    expect(p2.price).toBeGreaterThan(p1.price);

    // Product page: the price and its breakdown at r2.
    expect(await page()).toMatchObject({
      price: p2.price,
      originalPrice: p2.originalPrice,
      weightPrice: { rateId: r2.id, rateCents: r2.sell_tael, metalCents: p2.metalCents, makingChargeCents: p2.makingChargeCents },
    });
    // Cart.
    const cart = await t.call('app/cart/getSmallCartList', { storeCode: 'ESHOP' }, { token: member });
    expect(cart.body.data.items.find((i: any) => i.skuId === sku.id)).toMatchObject({ price: p2.price, byWeight: true });
    // Checkout: the preview made before the rate no longer orders; a new one states r2 and orders at it.
    expect((await take(sku.id, shown)).body.errorCode).toBe(40503);
    const fresh = await preview(sku.id);
    expect(fresh.weightQuote.rateId).toBe(r2.id);
    expect(fresh.skuList[0]).toMatchObject({ price: p2.price, weightPrice: { rateId: r2.id, metalCents: p2.metalCents } });
    const second = await take(sku.id, fresh);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.order.lines[0]).toMatchObject({ price: p2.price, weightPrice: { rateId: r2.id, rateCents: r2.sell_tael } });
    // The till.
    const found = await t.call('app/backOffice/till/lookup', { query: sku.sku_code }, { token: staff.counter, lang: 'en' });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.list.find((k: any) => k.skuId === sku.id)).toMatchObject({ price: p2.price });

    // The earlier order keeps the price it was placed at, and its breakdown at r1.
    const detail = await t.call('app/page/order/getOrderDetail', { orderNo: earlier.orderNo }, { token: member });
    expect(detail.body.data.order.lines[0]).toMatchObject({ price: p1.price, weightPrice: { rateId: r1.id, rateCents: r1.sell_tael } });
    // And the rate wrote no sku: the stored columns are as they were.
    expect((await q(`select price, weight_quote from skus where id = ${sku.id}`))[0]).toEqual(stored);
  });

  it("a product's price range (price order and bands) follows the rate; the report's totals are old → new", async () => {
    const before = (await q<{ price: number }>(`select price from skus_now() where id = ${sku.id}`))[0]!.price;
    const r3 = await raiseRate(20);
    const p3 = priceAt(sku.rule, r3);
    const [range] = await q<{ lo: number; hi: number }>(`select p.min_price as lo, p.max_price as hi from spu_prices p where p.spu_id = ${sku.spu_id}`);
    const [now] = await q<{ lo: number; hi: number }>(
      `select coalesce(min(price) filter (where status = 'on'), min(price)) as lo, coalesce(max(price) filter (where status = 'on'), max(price)) as hi
         from skus_now() where spu_id = ${sku.spu_id}`,
    );
    expect(range).toEqual(now);
    const [rep] = await q<{ skus: number; changed: number; min_delta: number; max_delta: number }>(
      `select skus, changed, min_delta, max_delta from weight_repricings where gold_price_id = ${r3.id} and cause = 'rate'`,
    );
    expect(rep!.changed).toBeGreaterThan(0);
    expect(p3.price - before).toBeGreaterThanOrEqual(rep!.min_delta);
    expect(p3.price - before).toBeLessThanOrEqual(rep!.max_delta);
  });
});

describe('skus_now() is every sku as served (decision 593)', () => {
  it('has the columns of skus, in order and of the same types, so a column added to skus cannot be left out', async () => {
    const [table] = await q<{ cols: string }>(
      `select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', ' order by a.attnum) as cols
         from pg_attribute a where a.attrelid = 'skus'::regclass and a.attnum > 0 and not a.attisdropped`,
    );
    const [fn] = await q<{ cols: string }>(`select pg_get_function_result('skus_now'::regproc) as cols`);
    expect(fn!.cols).toBe(`TABLE(${table!.cols})`);
  });
});
