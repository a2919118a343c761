import { createHash } from 'node:crypto';
import { COUNTER_PAYMENT_METHODS, formatAmount, TILL, type boTillExchange, type CounterPaymentMethod, type TillReceipt } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { StaffContext } from '../../lib/context.ts';
import type { OrderDesk } from './order-desk.service.ts';
import type { OrderUseCaseDeps } from './order-use-case.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { refundRepo } from './refund.repository.ts';
import { newOrderNo } from './take-order.ts';
import { createTillReceipts } from './till-receipt.ts';
import { checkPricedAsShown, priceCounterSale, saleKind } from './till-sale.ts';
import { saleNotWritten, writeCounterSale, type CounterPayment } from './till-sale-write.ts';
import { tillRepo, type CounterSaleRow } from './till.repository.ts';

type ExchangeInput = z.output<(typeof boTillExchange)['request']>;
const DAY_MS = 86_400_000;
const isCounterMethod = (m: string): m is CounterPaymentMethod => (COUNTER_PAYMENT_METHODS as readonly string[]).includes(m);

/** What an exchange's key stands for: a retry with other content is refused. */
function exchangeHash(input: ExchangeInput): string {
  const sorted = (pairs: [number, number][]) => pairs.sort((a, b) => a[0] - b[0]);
  const canon = {
    from: input.orderNo,
    back: sorted(input.returnLines.map((l) => [l.lineId, l.num])),
    lines: sorted(input.lines.map((l) => [l.skuId, l.num])),
    total: input.totalPayPrice,
    refundTo: input.refundTo ?? null,
    payments: input.payments.map((p) => [p.method, p.amount, p.reference]),
  };
  return createHash('sha256')
    .update(`exchange:${JSON.stringify(canon)}`)
    .digest('hex');
}

/**
 * An exchange at the counter in one step (issue 43, decision 515): the desk's one refund of the pieces that
 * come back (goods to this shop's stock, points down) and a new counter sale (stock taken, points earned)
 * in one transaction. The return's credit pays the new sale by the method it came from; only the difference
 * is settled — paid by the payments given, or given back by that method. Idempotent on (shop, key); the
 * receipt mail is written in the same transaction.
 */
export function createTillExchange(deps: OrderUseCaseDeps & { desk: OrderDesk; shopOf: (ctx: StaffContext) => Promise<string> }) {
  const { db, repo, reads } = deps;
  const base = createOrdersRepository(db);
  const receipts = createTillReceipts(db);

  async function answer(sale: CounterSaleRow, shop: string, replayed: boolean, saleReceipt?: TillReceipt) {
    const side = (await tillRepo.exchangeOf(db, sale.id)) ?? fail('TILL_KEY_REUSED');
    const from = (await tillRepo.returnableByNo(db, shop, side.fromOrderNo))!;
    return { sale: saleReceipt ?? (await receipts.of(sale)), returned: await receipts.of(from), replayed };
  }

  return async function exchange(input: ExchangeInput, ctx: StaffContext) {
    const shop = await deps.shopOf(ctx);
    const hash = exchangeHash(input);
    const replay = async (sale: CounterSaleRow) => (sale.requestHash === hash ? answer(sale, shop, true) : fail('TILL_KEY_REUSED'));
    const earlier = await tillRepo.saleByKey(db, shop, input.idempotencyKey);
    if (earlier) return replay(earlier);

    const from = (await tillRepo.returnableByNo(db, shop, input.orderNo)) ?? fail('TILL_SALE_NOT_FOUND');
    const at = deps.now();
    if (at.getTime() - new Date(from.createdAt).getTime() > TILL.RETURN_DAYS * DAY_MS) return fail('TILL_RETURN_TOO_LATE', { days: TILL.RETURN_DAYS });
    // The credit pays the new sale by a counter method the earlier one took; money paid online goes back through its provider (a return).
    const counterMethods = (await tillRepo.payments(db, from.id)).map((p) => p.method).filter(isCounterMethod);
    if (!counterMethods.length) return fail('TILL_EXCHANGE_PAID_ONLINE');
    if (input.refundTo && !counterMethods.includes(input.refundTo)) return fail('TILL_REFUND_METHOD_UNAVAILABLE');
    const method: CounterPaymentMethod = input.refundTo ?? (counterMethods.includes('cash') ? 'cash' : counterMethods[0]!);
    if (input.payments.some((p) => p.tendered !== undefined && (p.method !== 'cash' || p.tendered < p.amount))) return fail('TILL_TENDERED_SHORT');

    // Priced as the till's quote with every method the new sale is paid by: the credit's and the difference's.
    const kind = saleKind([method, ...input.payments.map((p) => p.method)]);
    const { shop: shopRow, priced } = await priceCounterSale(reads, shop, input.lines, kind, at);
    checkPricedAsShown(priced, input.totalPayPrice);

    const order = (await base.orderById(from.id))!;
    const requestKey = `x-${input.idempotencyKey}`;
    const back = {
      lines: input.returnLines.map((l) => ({ lineId: l.lineId, num: l.num, goodsReturned: true })),
      goodsReturned: true,
      reason: input.reason,
      requestKey,
      returnStoreCode: shop,
      counter: {
        storeCode: shop,
        exchange: true,
        takeFrom: async (tx: Db, amount: number) => (await refundRepo.takeFromPayment(tx, from.id, amount, method)) ?? fail('TILL_REFUND_METHOD_UNAVAILABLE'),
      },
    };
    await deps.desk.counterRefund.check(order, back);

    const orderNo = newOrderNo(at);
    const skuIds = priced.lines.map((l) => l.skuId);
    let done: { returned: Awaited<ReturnType<OrderDesk['counterRefund']['write']>>; receipt: TillReceipt };
    try {
      done = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const returned = await deps.desk.counterRefund.write(tx, order, ctx, back, at);
        const due = priced.totalPayPrice - returned.amount;
        // Only the difference is paid: the payments cover exactly what the credit leaves (none when it covers all).
        if (input.payments.reduce((a, p) => a + p.amount, 0) !== Math.max(0, due)) {
          return fail('TILL_EXCHANGE_DIFFERENCE', { due: formatAmount(Math.max(0, due), undefined, 'total') });
        }
        const credited = Math.min(returned.amount, priced.totalPayPrice);
        const payments: CounterPayment[] = [...(credited > 0 ? [{ method, amount: credited, reference: `⇄ ${from.orderNo}` }] : []), ...input.payments];
        const w = await writeCounterSale(tx, repo, {
          orderNo,
          shopCode: shop,
          shop: shopRow,
          priced,
          kind,
          memberId: from.memberId,
          hash,
          idempotencyKey: input.idempotencyKey,
          lang: ctx.lang,
          payments,
          staffId: ctx.session.staffId,
          at,
          exchangeOf: from.orderNo,
        });
        // Nothing half-written: a sale the order statement refused undoes the return with it.
        if (w.id === undefined) return saleNotWritten(w, priced.lines.map((l) => l.sku!.skuCode).join(', '));
        await tillRepo.linkExchange(tx, from.id, requestKey, w.id);
        const sale = (await tillRepo.saleByNo(tx, shop, orderNo))!;
        return { returned, receipt: await receipts.of(sale, { mail: true, exec: tx }) };
      });
    } catch (err) {
      reads.skusChanged(skuIds);
      // The same key at the same moment (a retry racing the first try): one got through; answer it.
      const again = await tillRepo.saleByKey(db, shop, input.idempotencyKey);
      if (again) return replay(again);
      throw err;
    }
    await deps.desk.counterRefund.after(done.returned);
    reads.skusChanged(skuIds);
    return answer((await tillRepo.saleByNo(db, shop, orderNo))!, shop, false, done.receipt);
  };
}
