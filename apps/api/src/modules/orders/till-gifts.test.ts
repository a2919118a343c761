import { describe, expect, it } from 'vitest';
import { backOfficeHelpers, staffPerFile, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { promotionValues } from '../../../test/back-office-values.ts';

/*
 * Issue 43, decision 517: a gift promotion at the till as online — offered when the sale reaches it and its
 * payment condition is met, the chosen gift a line priced 0 whose unit is taken from this shop's stock;
 * a gift not offered is refused with nothing written.
 */

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);
const staff = staffPerFile(t, { counter: 2, admin: 6 });

const bo = (path: string, body: unknown, token = staff.counter) => t.call(`app/backOffice/${path}`, body, { token, lang: 'en' });
const stockAt = async (skuId: number, shop: string) =>
  (await q<{ qty: number }>(`select qty from sku_stocks where sku_id = ${skuId} and store_code = '${shop}'`))[0]?.qty;

describe('gifts at the till (issue 43, decision 517)', () => {
  it('offers the gift of a cash-only gift promotion to a cash sale, gives it from this shop, and refuses it to a card sale', async () => {
    const [k, gift] = await q<{ id: number; code: string }>(
      `select k.id, k.sku_code as code from skus k join spus p on p.id = k.spu_id
       where k.status = 'on' and p.status = 'on' and k.weight_pricing is null and k.price > 0 order by k.id offset 60 limit 2`,
    );
    await q(`insert into sku_stocks (sku_id, store_code, qty) values (${k!.id}, 'CWB', 2), (${gift!.id}, 'CWB', 1), (${gift!.id}, 'ESHOP', 5)
             on conflict (sku_id, store_code) do update set qty = excluded.qty`);
    t.services.orders.skusChanged([k!.id, gift!.id]);
    const code = `TILLGIFT${Date.now() % 100000}`;
    const saved = await bo(
      'promotions/save',
      {
        values: promotionValues(code, { kind: 'gift', scope: 'sku', skuCodes: [k!.code], giftSkuCodes: [gift!.code], amountOff: 0, paymentCondition: 'cash' }),
      },
      staff.admin,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const promotionId = saved.body.data.id as number;
    const lines = [{ skuId: k!.id, num: 1 }];

    const byCard = await bo('till/quote', { lines, methods: ['card_terminal'] });
    const mine = (offers: { promotionId: number }[]) => offers.filter((o) => o.promotionId === promotionId);
    expect(mine(byCard.body.data.giftOffers)).toEqual([]);
    const byCash = await bo('till/quote', { lines, methods: ['cash'] });
    expect(byCash.status, JSON.stringify(byCash.body)).toBe(200);
    expect(mine(byCash.body.data.giftOffers)).toEqual([
      expect.objectContaining({ promotionId, code, options: [expect.objectContaining({ skuId: gift!.id, available: 1 })] }),
    ]);
    const gifts = [{ skuId: gift!.id, promotionId, num: 1 }];
    const chosen = await bo('till/quote', { lines, methods: ['cash'], gifts });
    expect(chosen.body.data.lines.map((l: { skuId: number; isGift: boolean; totalPayPrice: number }) => [l.skuId, l.isGift, l.totalPayPrice])).toEqual([
      [k!.id, false, byCash.body.data.totalPayPrice],
      [gift!.id, true, 0],
    ]);
    const total = chosen.body.data.totalPayPrice as number;

    // Paid by card the promotion's condition is not met: the gift is refused and nothing is written.
    const orders = async () => (await q<{ n: number }>(`select count(*)::int as n from orders`))[0]!.n;
    const before = await orders();
    /** The sale with the chosen gift, paid whole by one method. */
    const sale = (method: string) =>
      bo('till/sale', { idempotencyKey: `gift-${method}-${code}`, lines, gifts, totalPayPrice: total, payments: [{ method, amount: total }] });
    const refused = await sale('card_terminal');
    expect([refused.status, refused.body.errorCode]).toEqual([409, 87102]);
    expect(await orders()).toBe(before);

    const sold = await sale('cash');
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body.data.lines.map((l: { skuId: number; isGift: boolean }) => [l.skuId, l.isGift])).toEqual([
      [k!.id, false],
      [gift!.id, true],
    ]);
    const [line] = await q<{ store: string; promotion: number }>(
      `select l.stock_store_code as store, l.promotion_id as promotion from order_lines l join orders o on o.id = l.order_id
       where o.order_no = '${sold.body.data.orderNo}' and l.is_gift`,
    );
    expect(line).toEqual({ store: 'CWB', promotion: promotionId });
    expect([await stockAt(k!.id, 'CWB'), await stockAt(gift!.id, 'CWB'), await stockAt(gift!.id, 'ESHOP')]).toEqual([1, 0, 5]);
  });
});
