import { beforeAll, describe, expect, it } from 'vitest';
import {
  boClubShops,
  boEndPromotion,
  boGetClubGoods,
  boGetPromotion,
  boListClubCategories,
  boListClubGoods,
  boListPromotions,
  boOrderRefunds,
  boRefundOrderLines,
  boSaveClubCategory,
  boSaveClubGoods,
  boSavePromotion,
  boPromotionRivals,
  orderPointsFor,
  type CallDef,
} from '@shop/contract';
import { backOfficeHelpers, testAppPerFile, tokensPerFile } from '../../../test/back-office-fixture.ts';
import { clubGoodsValues, promotionValues, rivalFields } from '../../../test/back-office-values.ts';
import { payBySandbox, placeOrder } from '../../../test/orders-fixture.ts';

/*
 * Promotions, club goods, points for completed orders and refunds per line (issue 14, decisions 170–172),
 * through the real calls: every call × anonymous, a member and roles 2–6; the preview applies a new
 * promotion and stops when it ends; a club good appears in the club at once; an order earns points when
 * handed over or received; a per-line refund returns stock and points and twice refunds once.
 */

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);
const tokens = tokensPerFile(t);
let memberId: number;
beforeAll(async () => {
  memberId = (await q<{ id: number }>(`select id from members where member_no = 'JH10000001'`))[0]!.id;
});

const admin = (call: CallDef, body: unknown, lang = 'en') => t.call(call, body, { token: tokens[6]!, lang });
const member = () => tokens[1]!;
const balance = async () => Number((await q<{ n: number }>(`select coalesce(sum(delta), 0)::int as n from points_ledger where member_id = ${memberId}`))[0]!.n);
const stockOf = async (skuId: number) => (await q<{ qty: number }>(`select qty from sku_stocks where sku_id = ${skuId} and store_code = 'ESHOP'`))[0]!.qty;
const statusOf = async (orderNo: string) => (await q<{ status: string }>(`select status from orders where order_no = '${orderNo}'`))[0]!.status;

let skuOffset = 40;
async function sku(min = 5): Promise<{ id: number; code: string; price: number }> {
  const [row] = await q<{ id: number; code: string; price: number }>(`
    select k.id, k.sku_code as code, k.price from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
    where k.status = 'on' and p.status = 'on' and s.qty >= ${min} and k.price >= 10000 order by k.id offset ${skuOffset++} limit 1`);
  return row!;
}

async function firstCategory(): Promise<number> {
  return (await q<{ id: number }>(`select id from points_categories where parent_id is null order by id limit 1`))[0]!.id;
}
const clubValues = async (over: Record<string, unknown> = {}, sku: Record<string, unknown> = {}) => clubGoodsValues(await firstCategory(), over, sku);

const place = (skuId: number, num: number) => placeOrder(t, member(), [{ skuId, num }]);
const pay = (orderNo: string) => payBySandbox(t, member(), orderNo);
const totalPay = async (orderNo: string) => (await q<{ n: number }>(`select total_pay_price as n from orders where order_no = '${orderNo}'`))[0]!.n;

describe('every new call × anonymous, member and roles 2–6', () => {
  it('only role 6 gets in; the others get 401 or 403 and nothing is written', async () => {
    const promo = (await admin(boSavePromotion, { values: promotionValues(`MATRIX${Date.now() % 100000}`, { scope: 'order', priority: -900, amountOff: 1 }) }))
      .body.data.id;
    const goods = (await admin(boSaveClubGoods, { values: await clubValues() })).body.data.id;
    const orderNo = await place((await sku()).id, 1);
    const calls: [CallDef, () => Promise<unknown>][] = [
      [boListPromotions, async () => ({})],
      [boGetPromotion, async () => ({ id: promo })],
      [boSavePromotion, async () => ({ values: promotionValues(`M${Date.now()}`.slice(0, 12), { scope: 'order', priority: -900, amountOff: 1 }) })],
      [boEndPromotion, async () => ({ id: promo })],
      [
        boPromotionRivals,
        async () => ({
          values: {
            kind: 'amount_off',
            scope: 'order',
            categoryIds: [],
            skuCodes: [],
            priority: 0,
            stackable: false,
            startsAt: new Date().toISOString(),
            endsAt: new Date(Date.now() + 86_400_000).toISOString(),
          },
        }),
      ],
      [boListClubCategories, async () => ({})],
      [boSaveClubCategory, async () => ({ values: { parentId: null, title: { zh_HK: '類', zh_CN: '类', en: 'Cat' }, sort: 9 } })],
      [boListClubGoods, async () => ({})],
      [boGetClubGoods, async () => ({ id: goods })],
      [boSaveClubGoods, async () => ({ values: await clubValues() })],
      [boClubShops, async () => ({})],
      [boOrderRefunds, async () => ({ orderNo })],
      [boRefundOrderLines, async () => ({ orderNo, lines: [{ lineId: 1, num: 1, goodsReturned: true }], requestKey: 'matrix-key-1' })],
    ];
    const audits = async () => Number((await q<{ n: number }>(`select count(*)::int as n from audit_log`))[0]!.n);
    for (const [call, body] of calls) {
      const before = await audits();
      for (const who of ['anonymous', 1, 2, 3, 4, 5] as const) {
        const res = await t.call(call, await body(), { token: tokens[who] });
        // A member's token is no staff session: 401 like no token; staff without role 6: 403.
        expect(res.status, `${call.path} as ${who}`).toBe(who === 'anonymous' || who === 1 ? 401 : 403);
      }
      expect(await audits(), call.path).toBe(before);
      const res = await t.call(call, await body(), { token: tokens[6] });
      // The unpaid order cannot be refunded (409); every other call answers.
      expect(res.status, `${call.path} as 6: ${JSON.stringify(res.body)}`).toBe(call === boRefundOrderLines ? 409 : 200);
    }
  });
});

describe('promotions', () => {
  it('before saving, a promotion is told which others compete for the same carts and who wins (equal priority: the older)', async () => {
    // Skus from the other end, so the other tests keep theirs.
    const ownSku = async (offset: number) =>
      (
        await q<{ id: number; code: string }>(
          `select k.id, k.sku_code as code from skus k join spus p on p.id = k.spu_id where k.status = 'on' and p.status = 'on' order by k.id desc offset ${offset} limit 1`,
        )
      )[0]!;
    const target = await ownSku(0);
    // The seeded categories: the sku's own category names it too (a category promotion reaches its skus).
    const [cat] = await q<{ id: number }>(`select s.category_id as id from skus k join spus s on s.id = k.spu_id where k.id = ${target.id}`);
    const stamp = Date.now() % 100000;
    const older = (await admin(boSavePromotion, { values: promotionValues(`RIVA${stamp}`, { skuCodes: [target.code], priority: 700, stackable: false }) })).body
      .data.id as number;
    const higher = (
      await admin(boSavePromotion, { values: promotionValues(`RIVB${stamp}`, { scope: 'category', categoryIds: [cat!.id], priority: 800, stackable: false }) })
    ).body.data.id as number;
    // Neither competes: a stackable one, and one for another sku.
    await admin(boSavePromotion, { values: promotionValues(`RIVC${stamp}`, { skuCodes: [target.code], priority: 700, stackable: true }) });
    const other = await ownSku(1);
    const elsewhere = (await admin(boSavePromotion, { values: promotionValues(`RIVD${stamp}`, { skuCodes: [other.code], priority: 700, stackable: false }) }))
      .body.data.id as number;
    const form = (over: Record<string, unknown> = {}) =>
      rivalFields(promotionValues('X', { skuCodes: [target.code], priority: 700, stackable: false, ...over }));
    const rivalsOf = async (body: unknown) => {
      const res = await admin(boPromotionRivals, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return new Map((res.body.data.list as { id: number; wins: boolean; why: string }[]).map((r) => [r.id, r]));
    };
    // A new one at the same priority as the older: the older wins, and the higher-priority category one too.
    const fresh = await rivalsOf({ values: form() });
    expect(fresh.get(older)).toMatchObject({ wins: true, why: 'equalPriorityOlder' });
    expect(fresh.get(higher)).toMatchObject({ wins: true, why: 'higherPriority' });
    expect(fresh.has(elsewhere)).toBe(false);
    expect([...fresh.values()].every((r) => r.id === older || r.id === higher || r.id < older)).toBe(true);
    // The older one edited itself is not its own rival; against the newer category one it loses on priority.
    const self = await rivalsOf({ id: older, values: form() });
    expect(self.has(older)).toBe(false);
    expect(self.get(higher)).toMatchObject({ wins: true, why: 'higherPriority' });
    // Raised above both, it wins: each rival says it loses.
    const raised = await rivalsOf({ values: form({ priority: 900 }) });
    expect(raised.get(older)).toMatchObject({ wins: false, why: 'lowerPriority' });
    expect(raised.get(higher)).toMatchObject({ wins: false, why: 'lowerPriority' });
    // Stackable or a gift: it shuts nothing out and nothing shuts it out.
    expect((await rivalsOf({ values: form({ stackable: true }) })).size).toBe(0);
    expect((await rivalsOf({ values: form({ kind: 'gift' }) })).size).toBe(0);
    // A period that does not meet theirs: no rivals among them.
    const later = await rivalsOf({
      values: form({ startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(), endsAt: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
    });
    expect(later.has(older) || later.has(higher)).toBe(false);
    // The pricing agrees with the warning: at equal priority the older one is applied to the line.
    const stackable = (await q<{ id: number }>(`select id from promotions where code = 'RIVC${stamp}'`))[0]!.id;
    const newer = (
      await admin(boSavePromotion, { values: promotionValues(`RIVE${stamp}`, { skuCodes: [target.code], priority: 800, stackable: false, amountOff: 4321 }) })
    ).body.data.id as number;
    const preview = await t.call('app/page/order/preview', { skuList: [{ skuId: target.id, num: 1 }] }, { token: member() });
    const applied = JSON.stringify(preview.body.data);
    expect(applied).toContain(`RIVB${stamp}`);
    expect(applied).not.toContain(`RIVE${stamp}`);
    for (const id of [older, higher, stackable, elsewhere, newer]) await admin(boEndPromotion, { id });
  });

  it('a new promotion applies to the next preview at once; ending it stops it; audited', async () => {
    const s = await sku();
    const preview = async () =>
      (await t.call('app/page/order/preview', { skuList: [{ skuId: s.id, num: 1 }], giftSkuList: [] }, { token: member() })).body.data;
    const before = (await preview()).totalDiscountValue as number;
    const code = `SKU${s.id}OFF`;
    const made = await admin(boSavePromotion, { values: promotionValues(code, { skuCodes: [s.code.toLowerCase()] }) });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await preview()).totalDiscountValue).toBe(before + 1234);
    const got = (await admin(boGetPromotion, { id: made.body.data.id })).body.data;
    expect([got.state, got.values.code, got.values.skuCodes]).toEqual(['running', code, [s.code]]);
    const listed = (await admin(boListPromotions, { search: code.toLowerCase(), state: 'running' })).body.data;
    expect(listed.list.map((p: { id: number }) => p.id)).toEqual([made.body.data.id]);

    const edited = await admin(boSavePromotion, {
      id: made.body.data.id,
      baseVersion: got.version,
      values: promotionValues(code, { skuCodes: [s.code], amountOff: 2000 }),
    });
    expect(edited.status).toBe(200);
    expect((await preview()).totalDiscountValue).toBe(before + 2000);

    const ended = await admin(boEndPromotion, { id: made.body.data.id });
    expect(ended.body.data.state).toBe('ended');
    expect((await preview()).totalDiscountValue).toBe(before);
    expect((await admin(boEndPromotion, { id: made.body.data.id })).body.data.state).toBe('ended');
    const audit = await q<{ action: string }>(`select action from audit_log where entity = 'promotions' and entity_id = '${made.body.data.id}' order by id`);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'status']);
  });

  it('bad input: taken code, unknown sku code, end before start, percent out of bounds, in the staff language', async () => {
    const code = `TAKEN${Date.now() % 100000}`;
    expect((await admin(boSavePromotion, { values: promotionValues(code, { scope: 'order', priority: -900, amountOff: 1 }) })).status).toBe(200);
    const taken = await admin(boSavePromotion, { values: promotionValues(code, { scope: 'order' }) }, 'zh_HK');
    expect([taken.status, taken.body.errorCode]).toEqual([409, 81001]);
    expect(taken.body.errorMessage).toContain(code);
    const unknown = await admin(boSavePromotion, { values: promotionValues(`U${code}`, { skuCodes: ['NO-SUCH-SKU'] }) });
    expect([unknown.status, unknown.body.errorCode]).toEqual([400, 81002]);
    expect(
      (await admin(boSavePromotion, { values: promotionValues(`E${code}`, { scope: 'order', endsAt: new Date(Date.now() - 7_200_000).toISOString() }) }))
        .status,
    ).toBe(400);
    expect((await admin(boSavePromotion, { values: promotionValues(`P${code}`, { scope: 'order', kind: 'percent_off', percentOff: 100 }) })).status).toBe(400);
    expect((await admin(boGetPromotion, { id: 999_999 })).body.errorCode).toBe(81000);
  });
});

describe('club goods', () => {
  it('a new club good appears in the club at once; edits of stock keep what was redeemed meanwhile; audited', async () => {
    // Warm the storefront's cached page first, so that "at once" proves the cache was dropped.
    const page = async () =>
      (await t.call('app/pointsGoods/getGoodsPage', { pageNo: 1, pageSize: 50, title: 'zq', filterPrincePointsMallDisplaySpu: true })).body.data;
    const before = (await page()).total as number;
    const values = await clubValues();
    const made = await admin(boSaveClubGoods, { values });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const after = await page();
    expect(after.total).toBe(before + 1);
    const shown = after.items.find((g: { id: number }) => g.id === made.body.data.id);
    expect(shown.skuList[0].storeStockQty).toBe(5);
    expect(shown.skuList[0].birthdayMonthPoints).toBe(200);

    const got = (await admin(boGetClubGoods, { id: made.body.data.id })).body.data;
    expect(got.values.skus[0].stocks).toEqual([{ storeCode: 'CWB', qty: 5, baseQty: 5 }]);
    // Two units redeemed after the form was drawn: the form's 5 → 8 adds 3 to what is there (3 → 6).
    await q(`update points_sku_stocks set qty = qty - 2 where sku_id = ${got.values.skus[0].id}`);
    const sku0 = got.values.skus[0];
    const saved = await admin(boSaveClubGoods, {
      id: made.body.data.id,
      baseVersion: got.version,
      values: { ...values, skus: [{ ...sku0, stocks: [{ storeCode: 'CWB', qty: 8, baseQty: 5 }] }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await admin(boGetClubGoods, { id: made.body.data.id })).body.data.values.skus[0].stocks[0].qty).toBe(6);
    // Taking away more than is there now is refused.
    const under = await admin(boSaveClubGoods, {
      id: made.body.data.id,
      baseVersion: (await admin(boGetClubGoods, { id: made.body.data.id })).body.data.version,
      values: { ...values, skus: [{ ...sku0, stocks: [{ storeCode: 'CWB', qty: 0, baseQty: 10 }] }] },
    });
    expect([under.status, under.body.errorCode]).toEqual([409, 81015]);
    // Off: gone from the club at once.
    expect(
      (
        await admin(boSaveClubGoods, {
          id: made.body.data.id,
          baseVersion: (await admin(boGetClubGoods, { id: made.body.data.id })).body.data.version,
          values: { ...values, status: 'off', skus: [{ ...sku0, stocks: [] }] },
        })
      ).status,
    ).toBe(200);
    expect((await page()).total).toBe(before);
    const list = (await admin(boListClubGoods, { search: values.title.en.toLowerCase(), pageSize: 5 })).body.data;
    expect(list.list[0]).toMatchObject({ id: made.body.data.id, status: 'off', stock: 6 });
    const audit = await q<{ action: string }>(`select action from audit_log where entity = 'clubGoods' and entity_id = '${made.body.data.id}' order by id`);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('categories: two levels only; a new category shows in the club; unknown shop and taken sku code refused', async () => {
    const top = await admin(boSaveClubCategory, { values: { parentId: null, title: { zh_HK: '新類', zh_CN: '新类', en: 'New kind' }, sort: 1 } });
    const child = await admin(boSaveClubCategory, { values: { parentId: top.body.data.id, title: { zh_HK: '子', zh_CN: '子', en: 'Child' }, sort: 1 } });
    expect(child.status).toBe(200);
    const deep = await admin(boSaveClubCategory, { values: { parentId: child.body.data.id, title: { zh_HK: '孫', zh_CN: '孙', en: 'Grandchild' }, sort: 1 } });
    expect([deep.status, deep.body.errorCode]).toEqual([400, 81012]);
    const cats = (await t.call('app/pointsCategory/categoryList', {})).body.data.list as Array<{ id: number; childrenList: Array<{ id: number }> }>;
    expect(cats.find((c) => c.id === top.body.data.id)?.childrenList.map((c) => c.id)).toEqual([child.body.data.id]);
    const badShop = await admin(boSaveClubGoods, { values: await clubValues({}, { stocks: [{ storeCode: 'ESHOP', qty: 1 }] }) });
    expect([badShop.status, badShop.body.errorCode]).toEqual([400, 81014]);
    const first = await clubValues();
    expect((await admin(boSaveClubGoods, { values: first })).status).toBe(200);
    const again = await admin(boSaveClubGoods, { values: await clubValues({}, { skuCode: first.skus[0]!.skuCode }) });
    expect([again.status, again.body.errorCode]).toEqual([409, 81013]);
  });

  it("a member's limit counts the units of its period", async () => {
    const values = await clubValues({}, { point: 1, birthdayMonthPoints: null, limitNum: 1, limitPeriod: 'month' });
    const id = (await admin(boSaveClubGoods, { values })).body.data.id;
    const skuId = (await admin(boGetClubGoods, { id })).body.data.values.skus[0].id;
    const check = () => t.call('app/pointsGoods/checkLimitNum', { checkSkuLimitNumDTOS: [{ skuId, num: 1 }] }, { token: member() });
    expect((await check()).status).toBe(200);
    const redeemed = await t.call(
      'app/pointsGoods/redeem',
      { idempotencyKey: `lim-${Date.now()}`, pickupStoreCode: 'CWB', lines: [{ skuId, num: 1 }] },
      { token: member() },
    );
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    expect((await check()).body.errorCode).toBe(24001);
    // Last month's redemption no longer counts.
    await q(`update redemptions set created_at = now() - interval '40 days' where id = (select redemption_id from redemption_lines where sku_id = ${skuId})`);
    expect((await check()).status).toBe(200);
  });
});

describe('points for orders and refunds per line', () => {
  it('an order earns one point per HK$ when handed over; a per-line refund returns stock and points; twice refunds once', async () => {
    const s = await sku(10);
    const orderNo = await place(s.id, 3);
    await pay(orderNo);
    expect((await admin(boOrderRefunds, { orderNo })).body.data.pointsEarned).toBe(0);
    expect((await t.call('app/backOffice/orders/prepare', { orderNo }, { token: tokens[6] })).status).toBe(200);
    const points0 = await balance();
    // Handed over at the counter of the pick-up shop (CWB) on the member's collection code (issue 25).
    const code = (await t.call('app/page/order/getOrderDetail', { orderNo }, { token: member() })).body.data.collectionCode;
    expect((await t.call('app/backOffice/counter/handOver', { code }, { token: tokens[2] })).status).toBe(200);
    const paid = await totalPay(orderNo);
    const earned = orderPointsFor(paid);
    expect(earned).toBeGreaterThan(0);
    expect(await balance()).toBe(points0 + earned);

    const refunds = (await admin(boOrderRefunds, { orderNo })).body.data;
    expect([refunds.pointsEarned, refunds.pointsNet]).toEqual([earned, earned]);
    const lineId = refunds.lines[0].lineId;
    const stock0 = await stockOf(s.id);
    const body = { orderNo, lines: [{ lineId, num: 1, goodsReturned: true }], reason: 'one came back', requestKey: `rk-${orderNo}-1` };
    const first = await admin(boRefundOrderLines, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.alreadyRefunded).toBe(false);
    expect(first.body.data.order.status).toBe('completed');
    const oneThird = Math.floor(paid / 3);
    expect(first.body.data.refunds.refundedAmount).toBe(oneThird);
    expect(await stockOf(s.id)).toBe(stock0 + 1);
    const keep = orderPointsFor(paid - oneThird);
    expect(await balance()).toBe(points0 + keep);

    // The same request again (a double click): refunds once.
    const second = await admin(boRefundOrderLines, body);
    expect(second.body.data.alreadyRefunded).toBe(true);
    expect(await stockOf(s.id)).toBe(stock0 + 1);
    expect(await balance()).toBe(points0 + keep);
    // Two at once with one key: one refund.
    const body2 = { ...body, lines: [{ lineId, num: 1, goodsReturned: false }], requestKey: `rk-${orderNo}-2` };
    const both = await Promise.all([admin(boRefundOrderLines, body2), admin(boRefundOrderLines, body2)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.data.alreadyRefunded).sort()).toEqual([false, true]);
    // The units had been handed over: a refund of them is a return whatever the flag (issue 37, decision 350).
    expect((await admin(boOrderRefunds, { orderNo })).body.data.lines[0]).toMatchObject({ refundedNum: 2, returnedNum: 2, handedOverNum: 1 });
    expect(await stockOf(s.id)).toBe(stock0 + 2);

    const tooMany = await admin(boRefundOrderLines, { ...body, lines: [{ lineId, num: 2, goodsReturned: true }], requestKey: `rk-${orderNo}-3` });
    expect([tooMany.status, tooMany.body.errorCode]).toEqual([409, 81021]);
    const otherLine = await admin(boRefundOrderLines, { ...body, lines: [{ lineId: 1, num: 1, goodsReturned: true }], requestKey: `rk-${orderNo}-4` });
    expect(otherLine.body.errorCode).toBe(81020);

    // The last unit: the order is refunded in full (exactly what was paid), points for it all taken back.
    const last = await admin(boRefundOrderLines, { ...body, requestKey: `rk-${orderNo}-5` });
    expect(last.body.data.order.status).toBe('refunded');
    expect(last.body.data.refunds.refundedAmount).toBe(paid);
    expect(last.body.data.refunds.pointsNet).toBe(0);
    expect(last.body.data.payments.every((p: { status: string }) => p.status === 'refunded')).toBe(true);
    expect(await balance()).toBe(points0);
    expect(await stockOf(s.id)).toBe(stock0 + 3);
    expect((await t.call('app/page/order/getOrderDetail', { orderNo }, { token: member() })).body.data.order.status).toBe('refunded');
    // A full refund now refunds nothing more.
    const full = await t.call('app/backOffice/orders/refund', { orderNo }, { token: tokens[6] });
    expect(full.body.data.alreadyRefunded).toBe(true);
    expect(await balance()).toBe(points0);
  });

  it('two refunds racing for the last unit of a line: exactly one refunds it', async () => {
    const s = await sku();
    const orderNo = await place(s.id, 2);
    await pay(orderNo);
    const stock0 = await stockOf(s.id);
    const lineId = (await admin(boOrderRefunds, { orderNo })).body.data.lines[0].lineId;
    const one = (k: string, goodsReturned: boolean) =>
      admin(boRefundOrderLines, { orderNo, lines: [{ lineId, num: 1, goodsReturned }], requestKey: `race-${orderNo}-${k}` });
    expect((await one('a', true)).status).toBe(200);
    const answers = await Promise.all([one('b', true), one('c', true), one('d', true)]);
    expect(answers.filter((r) => r.status === 200 && r.body.data.alreadyRefunded === false)).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 200)) expect([r.status, r.body.errorCode]).toContainEqual(409);
    expect(await statusOf(orderNo)).toBe('refunded');
    expect(await stockOf(s.id)).toBe(stock0 + 2);
    const refunded = (await admin(boOrderRefunds, { orderNo })).body.data;
    expect([refunded.lines[0].refundedNum, refunded.refundedAmount, refunded.refunds.length]).toEqual([2, await totalPay(orderNo), 2]);
  });

  it('handing over earns the points once; a full refund after hand-over is a return: the goods come back to stock', async () => {
    const s = await sku();
    const orderNo = await place(s.id, 1);
    await pay(orderNo);
    const points0 = await balance();
    // A pick-up order is completed at the counter only (issue 25): prepared, then handed over on the member's code.
    expect((await t.call('app/backOffice/orders/prepare', { orderNo }, { token: tokens[6] })).status).toBe(200);
    const code = (await t.call('app/page/order/getOrderDetail', { orderNo }, { token: member() })).body.data.collectionCode;
    expect((await t.call('app/backOffice/counter/handOver', { code }, { token: tokens[2] })).status).toBe(200);
    expect(await balance()).toBe(points0 + orderPointsFor(await totalPay(orderNo)));
    const stock0 = await stockOf(s.id);
    // Issue 37 (decision 350): the customer cannot keep both the money and the goods, whatever the flag says.
    const r = await t.call('app/backOffice/orders/refund', { orderNo, goodsReturned: false }, { token: tokens[6] });
    expect(r.body.data.order.status).toBe('refunded');
    expect(await stockOf(s.id)).toBe(stock0 + 1);
    expect(await balance()).toBe(points0);
  });
});
