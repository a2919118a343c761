import { beforeAll, describe, expect, it } from 'vitest';
import { lineRefundCents } from '@shop/contract';
import { backOfficeHelpers, staffPerFile, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { shopManagerAt } from '../../../test/staff-login.ts';
import { signMemberQr } from '../members/index.ts';

/*
 * Issue 43, decision 515: an exchange at the counter in one step — the pieces that come back and the new
 * ones in one transaction, only the difference settled; a retry happens once; more than was sold is
 * refused with nothing written; one receipt (and one mail) shows both sides with the shop's address.
 */

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);
const staff = staffPerFile(t, { counter: 2 });

let otherShop: string;
let memberQr: string;

beforeAll(async () => {
  otherShop = await shopManagerAt(t, 'MKK'); // a counter of another shop (Mong Kok)
  memberQr = (await signMemberQr(t.database.db, 'JH10000001')).content;
});

const bo = (path: string, body: unknown, token = staff.counter) => t.call(`app/backOffice/${path}`, body, { token, lang: 'en' });

/** Two hand-priced skus on sale, the second dearer than twice the first, each with `here` units at Causeway Bay. */
async function pieces(here: number): Promise<{ id: number; code: string; price: number }[]> {
  const pick = `select k.id, k.sku_code as code, k.price from skus k join spus p on p.id = k.spu_id
    where k.status = 'on' and p.status = 'on' and k.weight_pricing is null and k.price > 0`;
  const [cheap] = await q<{ id: number; code: string; price: number }>(`${pick} order by k.price, k.id offset 5 limit 1`);
  const [dear] = await q<{ id: number; code: string; price: number }>(`${pick} and k.price > ${cheap!.price * 2} order by k.price, k.id limit 1`);
  for (const k of [cheap!, dear!]) {
    await q(
      `insert into sku_stocks (sku_id, store_code, qty) values (${k.id}, 'CWB', ${here}) on conflict (sku_id, store_code) do update set qty = excluded.qty`,
    );
  }
  t.services.orders.skusChanged([cheap!.id, dear!.id]);
  return [cheap!, dear!];
}
const stockAt = async (skuId: number) => (await q<{ qty: number }>(`select qty from sku_stocks where sku_id = ${skuId} and store_code = 'CWB'`))[0]?.qty;
const counts = async () =>
  (
    await q<{ orders: number; refunds: number; payments: number; audit: number; mail: number }>(
      `select (select count(*) from orders)::int as orders, (select count(*) from order_refunds)::int as refunds,
         (select count(*) from payments)::int as payments, (select count(*) from audit_log)::int as audit, (select count(*) from messages)::int as mail`,
    )
  )[0]!;

let keySeq = 0;
const key = () => `exch-test-${Date.now()}-${++keySeq}`;
async function quote(lines: { skuId: number; num: number }[], methods: string[]) {
  const res = await bo('till/quote', { lines, methods });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.totalPayPrice as number;
}
/** A cash sale of one unit of `k` to the member. */
async function sold(k: { id: number }) {
  const lines = [{ skuId: k.id, num: 1 }];
  const total = await quote(lines, ['cash']);
  const res = await bo('till/sale', { idempotencyKey: key(), memberQr, lines, totalPayPrice: total, payments: [{ method: 'cash', amount: total }] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { orderNo: string; totalPayPrice: number; lines: { lineId: number; num: number; refundedNum: number; totalPayPrice: number }[] };
}

describe('an exchange at the counter (issue 43, decision 515)', () => {
  it('money owed: the pieces come back, the dearer ones go out, only the difference is paid (two methods); one receipt and one mail show both sides', async () => {
    const [cheap, dear] = await pieces(2);
    const first = await sold(cheap!);
    const credit = lineRefundCents(first.lines[0]!, 1);
    const lines = [{ skuId: dear!.id, num: 1 }];
    const total = await quote(lines, ['cash', 'card_terminal']);
    const due = total - credit;
    expect(due).toBeGreaterThan(1);
    const half = Math.floor(due / 2);
    const res = await bo('till/exchange', {
      idempotencyKey: key(),
      orderNo: first.orderNo,
      returnLines: [{ lineId: first.lines[0]!.lineId, num: 1 }],
      lines,
      totalPayPrice: total,
      payments: [
        { method: 'cash', amount: half, tendered: half + 5000 },
        { method: 'card_terminal', amount: due - half, reference: 'SLIP-9' },
      ],
      reason: 'another size',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { sale, returned } = res.body.data;
    expect(res.body.data.replayed).toBe(false);
    expect(sale.exchange).toMatchObject({ fromOrderNo: first.orderNo, credit, difference: due, method: 'cash' });
    expect(sale.exchange.lines).toEqual([expect.objectContaining({ skuCode: cheap!.code, num: 1, amount: credit })]);
    expect(sale.payments.map((p: { method: string; amount: number }) => [p.method, p.amount])).toEqual([
      ['cash', credit],
      ['cash', half],
      ['card_terminal', due - half],
    ]);
    expect(sale).toMatchObject({ totalPayPrice: total, change: 5000, memberNo: 'JH10000001', emailed: true, shopPhone: '+852 2801 1003' });
    expect(sale.shopAddressEng).toContain('Hennessy Road');
    expect(returned).toMatchObject({ orderNo: first.orderNo, refunded: credit });
    expect(await stockAt(cheap!.id)).toBe(2);
    expect(await stockAt(dear!.id)).toBe(1);

    const audit = await q<{ entity_id: string; action: string }>(
      `select entity_id, action from audit_log where entity = 'orders' and entity_id in ('${first.orderNo}', '${sale.orderNo}') order by id`,
    );
    expect(audit.map((a) => [a.entity_id, a.action])).toEqual([
      [first.orderNo, 'counterSale'],
      [first.orderNo, 'counterExchange'],
      [sale.orderNo, 'counterExchange'],
    ]);
    // One mail, the exchange's receipt (no separate refund message); a reprint shows both sides again.
    const mail = await q<{ no: string; event: string; body_text: string }>(
      `select o.order_no as no, m.event, m.body_text from messages m join orders o on o.id = m.order_id
       where o.order_no in ('${first.orderNo}', '${sale.orderNo}') order by m.id`,
    );
    expect(mail.map((m) => [m.no, m.event])).toEqual([
      [first.orderNo, 'till_receipt'],
      [sale.orderNo, 'till_receipt'],
    ]);
    mail.shift();
    expect(mail[0]!.body_text).toContain(`Exchange: pieces returned from sale ${first.orderNo}`);
    expect(mail[0]!.body_text).toContain('G/F, 505 Hennessy Road, Causeway Bay · Tel +852 2801 1003');
    const again = await bo('till/receipt', { orderNo: sale.orderNo });
    expect(again.body.data.exchange).toMatchObject({ fromOrderNo: first.orderNo, credit });
  });

  it('money returned: cheaper pieces go out, the rest of the credit goes back in cash; a retry happens once', async () => {
    const [cheap, dear] = await pieces(2);
    const first = await sold(dear!);
    const credit = lineRefundCents(first.lines[0]!, 1);
    const lines = [{ skuId: cheap!.id, num: 1 }];
    const total = await quote(lines, ['cash']);
    expect(total).toBeLessThan(credit);
    const body = { idempotencyKey: key(), orderNo: first.orderNo, returnLines: [{ lineId: first.lines[0]!.lineId, num: 1 }], lines, totalPayPrice: total };
    const before = await counts();
    const [a, b] = await Promise.all([bo('till/exchange', body), bo('till/exchange', body)]);
    expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
    expect([a.body.data.replayed, b.body.data.replayed].sort()).toEqual([false, true]);
    expect(a.body.data.sale.orderNo).toBe(b.body.data.sale.orderNo);
    const third = await bo('till/exchange', body);
    expect(third.body.data).toMatchObject({ replayed: true, sale: { orderNo: a.body.data.sale.orderNo } });
    const after = await counts();
    // Once: one new order, one refund, one payment (the credit), one receipt mail.
    expect([after.orders - before.orders, after.refunds - before.refunds, after.payments - before.payments, after.mail - before.mail]).toEqual([1, 1, 1, 1]);
    expect(a.body.data.sale.exchange).toMatchObject({ credit, difference: total - credit, method: 'cash' });
    expect(a.body.data.sale.payments).toEqual([expect.objectContaining({ method: 'cash', amount: total })]);
    // The first sale's cash: what came back covers the new sale and the rest went back over the counter.
    const [p] = await q<{ amount: number; refunded: number }>(
      `select p.amount, p.refunded_amount as refunded from payments p join orders o on o.id = p.order_id where o.order_no = '${first.orderNo}'`,
    );
    expect(p).toEqual({ amount: first.totalPayPrice, refunded: credit });
    expect(await stockAt(dear!.id)).toBe(2);
    expect(await stockAt(cheap!.id)).toBe(1);
    // The key with other content is refused.
    const other = await bo('till/exchange', { ...body, reason: 'x', lines: [{ skuId: cheap!.id, num: 1 }], totalPayPrice: total + 1 });
    expect([other.status, other.body.errorCode]).toEqual([409, 87005]);
  });

  it('returning more than was sold, or paying a wrong difference, is refused with nothing written; another shop sees nothing', async () => {
    const [k, n] = await pieces(3);
    const first = await sold(k!);
    const lines = [{ skuId: n!.id, num: 1 }];
    const total = await quote(lines, ['cash']);
    const lineId = first.lines[0]!.lineId;
    const before = await counts();
    const stock = [await stockAt(k!.id), await stockAt(n!.id)];
    /** `num` of the sold piece back for the new one, its whole price (not the difference) paid in cash. */
    const exchange = (num: number, token = staff.counter) =>
      bo(
        'till/exchange',
        {
          idempotencyKey: key(),
          orderNo: first.orderNo,
          returnLines: [{ lineId, num }],
          lines,
          totalPayPrice: total,
          payments: [{ method: 'cash', amount: total }],
        },
        token,
      );
    const tooMany = await exchange(2);
    expect(tooMany.status, JSON.stringify(tooMany.body)).toBe(409);
    const wrongDue = await exchange(1);
    expect([wrongDue.status, wrongDue.body.errorCode]).toEqual([400, 87101]);
    const elsewhere = await exchange(1, otherShop);
    expect([elsewhere.status, elsewhere.body.errorCode]).toEqual([404, 87006]);
    expect(await counts()).toEqual(before);
    expect([await stockAt(k!.id), await stockAt(n!.id)]).toEqual(stock);
    const [line] = await q<{ refunded: number }>(`select refunded_num as refunded from order_lines where id = ${lineId}`);
    expect(line!.refunded).toBe(0);
  });
});
