import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { deskSignIn, readyAtShop, skuSource } from '../../../test/orders-fixture.ts';

/*
 * Issue 40: the counter's day. A queue of what waits at the shop (oldest first, how long, never a code), a
 * receipt after each hand-over (answered and e-mailed in the member's language through the outbox), and
 * another shop's code told apart from a wrong one.
 */

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);

let memberToken: string, counter: string, admin: string;
beforeAll(async () => void ({ memberToken, counter, admin } = await deskSignIn(t)));

const sku = skuSource(q, 60);
const bo = (path: string, body: unknown, token = admin, lang = 'en') => t.call(`app/backOffice/${path}`, body, { token, lang });

/** A pick-up order at `shop`, paid at the shop (reserved) and prepared: ready, with its code. */
const ready = async (shop: string) => readyAtShop(t, memberToken, admin, await sku(), shop);

describe("the counter's day (issue 40)", () => {
  it("lists what waits at the account's own shop, oldest first, with the member and the wait, never a code", async () => {
    const first = await ready('CWB');
    const second = await ready('CWB');
    const other = await ready('MKK');
    // The first became ready an hour ago.
    await q(`update order_history set at = now() - interval '61 minutes' where to_status = 'ready_for_pickup'
             and order_id = (select id from orders where order_no = '${first.orderNo}')`);
    const res = await bo('counter/queue', {}, counter);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { shopCode, list } = res.body.data as {
      shopCode: string;
      list: { number: string; kind: string; memberName: string; phoneMasked: string; waitingMinutes: number; amountDue: number; units: number }[];
    };
    expect(shopCode).toBe('CWB');
    const numbers = list.map((e) => e.number);
    expect(numbers).toContain(first.orderNo);
    expect(numbers).toContain(second.orderNo);
    expect(numbers).not.toContain(other.orderNo);
    expect(numbers.indexOf(first.orderNo)).toBeLessThan(numbers.indexOf(second.orderNo));
    const e = list.find((x) => x.number === first.orderNo)!;
    expect(e).toMatchObject({ kind: 'order', memberName: 'Chan Tai Man', units: 1 });
    expect(e.phoneMasked).toMatch(/^\+852 9123•+67$/);
    expect(e.waitingMinutes).toBeGreaterThanOrEqual(60);
    expect(e.amountDue).toBeGreaterThan(0);
    const text = JSON.stringify(res.body);
    for (const c of [first.code, second.code]) expect(text).not.toContain(c);
  });

  it("another shop's code is answered apart from a wrong one, in three languages", async () => {
    const other = await ready('MKK');
    const mine = await q<{ code: string }>(`select collection_code as code from orders where pickup_store_code = 'CWB' and collection_code is not null`);
    let wrong = '000000';
    while (mine.some((m) => m.code === wrong) || wrong === other.code) wrong = String(Number(wrong) + 1).padStart(6, '0');
    const elsewhere = await bo('counter/find', { code: other.code }, counter);
    expect([elsewhere.status, elsewhere.body.errorCode]).toEqual([404, 82850]);
    expect(elsewhere.body.errorMessage).toContain('another shop');
    const zh = await bo('counter/find', { code: other.code }, counter, 'zh_HK');
    expect(zh.body.errorMessage).toContain('另一間分店');
    const unknown = await bo('counter/find', { code: wrong }, counter);
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 80140]);
    await q(`delete from collection_code_scope_tries`);
  });

  it('a hand-over answers its receipt and e-mails it to the member in their language, once', async () => {
    const { orderNo, code } = await ready('CWB');
    await q(`update members set message_language = 'zh_HK' where member_no = 'JH10000001'`);
    const done = await bo('counter/handOver', { code, payment: { method: 'octopus', reference: 'OCT-4040' } }, counter);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const receipt = done.body.data.receipt;
    expect(receipt).toMatchObject({ shopCode: 'CWB', staffUsername: 'counter.staff', method: 'octopus', reference: 'OCT-4040', emailed: true });
    expect(receipt.amountTaken).toBeGreaterThan(0);
    expect(receipt.amountTaken).toBe(receipt.total);
    const mails = await q<{ subject: string; body: string; lang: string }>(
      `select m.subject, m.body_text as body, m.language as lang from messages m join orders o on o.id = m.order_id
       where o.order_no = '${orderNo}' and m.event = 'counter_receipt'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.lang).toBe('zh_HK');
    expect(mails[0]!.subject).toBe(`訂單 ${orderNo} 交收收據`);
    expect(mails[0]!.body).toContain('八達通');
    // A second try of the same code finds nothing to hand over and mails nothing more.
    expect((await bo('counter/handOver', { code, payment: { method: 'cash', reference: '' } }, counter)).status).not.toBe(200);
    expect((await q<{ n: number }>(`select count(*)::int as n from messages where event = 'counter_receipt' and subject like '%${orderNo}%'`))[0]!.n).toBe(1);
    await q(`delete from collection_code_scope_tries`);
  });

  it("the receipt mail is written in the hand-over's transaction: a failed hand-over leaves no mail, a done one exactly one", async () => {
    const { orderNo, code } = await ready('CWB');
    const mails = async () =>
      (
        await q<{ n: number }>(
          `select count(*)::int as n from messages m join orders o on o.id = m.order_id where o.order_no = '${orderNo}' and m.event = 'counter_receipt'`,
        )
      )[0]!.n;
    const status = async () => (await q<{ status: string }>(`select status from orders where order_no = '${orderNo}'`))[0]!.status;
    // The outbox refuses the receipt mail: the hand-over must fail with it, leaving the order waiting and no mail.
    await q(`create function refuse_receipt() returns trigger language plpgsql as $$
               begin if new.event = 'counter_receipt' then raise exception 'outbox refused'; end if; return new; end $$`);
    await q(`create trigger refuse_receipt before insert on messages for each row execute function refuse_receipt()`);
    try {
      const failed = await bo('counter/handOver', { code, payment: { method: 'cash', reference: '' } }, counter);
      expect(failed.status).toBe(500);
      expect(await status()).toBe('ready_for_pickup');
      expect(await mails()).toBe(0);
      expect((await q<{ n: number }>(`select count(*)::int as n from audit_log where entity_id = '${orderNo}' and action = 'handOver'`))[0]!.n).toBe(0);
    } finally {
      await q(`drop trigger refuse_receipt on messages`);
      await q(`drop function refuse_receipt()`);
    }
    const done = await bo('counter/handOver', { code, payment: { method: 'cash', reference: '' } }, counter);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.receipt.emailed).toBe(true);
    expect(await status()).toBe('completed');
    expect(await mails()).toBe(1);
    await q(`delete from collection_code_scope_tries`);
  });
});
