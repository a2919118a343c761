import { COUNTER_PAYMENT_METHODS, TILL, type boTillReturn, type CounterPaymentMethod } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { StaffContext } from '../../lib/context.ts';
import type { OrderDesk } from './order-desk.service.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createTillReceipts } from './till-receipt.ts';
import { refundRepo } from './refund.repository.ts';
import { tillRepo } from './till.repository.ts';

type ReturnInput = z.output<(typeof boTillReturn)['request']>;
const DAY_MS = 86_400_000;

/**
 * A return at the counter (issue 43, decision 487): the order desk's one refund (line ledger, stock back,
 * points down, history, audit, one transaction, request key) with the goods back to this shop's stock and
 * the money back the way it came — a counter sale's to the payment of the method named (cash first when
 * none is), an online payment through the provider's refund (the desk's path). Within TILL.RETURN_DAYS.
 */
export function createTillReturn(deps: { db: Db; desk: OrderDesk; shopOf: (ctx: StaffContext) => Promise<string>; now: () => Date }) {
  const { db } = deps;
  const base = createOrdersRepository(db);
  const receipts = createTillReceipts(db);

  return async function takeBack(input: ReturnInput, ctx: StaffContext) {
    const shop = await deps.shopOf(ctx);
    const sale = (await tillRepo.returnableByNo(db, shop, input.orderNo)) ?? fail('TILL_SALE_NOT_FOUND');
    const replay = (await tillRepo.refundAmount(db, sale.id, input.requestKey)) > 0;
    if (!replay && deps.now().getTime() - new Date(sale.createdAt).getTime() > TILL.RETURN_DAYS * DAY_MS) {
      return fail('TILL_RETURN_TOO_LATE', { days: TILL.RETURN_DAYS });
    }
    let method: CounterPaymentMethod | null = null;
    if (sale.takeWay === 'counter') {
      const paid = await tillRepo.payments(db, sale.id);
      if (input.refundTo && !paid.some((p) => p.method === input.refundTo)) return fail('TILL_REFUND_METHOD_UNAVAILABLE');
      const counterMethods = paid.map((p) => p.method).filter((m): m is CounterPaymentMethod => (COUNTER_PAYMENT_METHODS as readonly string[]).includes(m));
      method = input.refundTo ?? (counterMethods.includes('cash') ? 'cash' : (counterMethods[0] ?? null));
    }
    const chosen = method;
    const order = (await base.orderById(sale.id))!;
    const { replayed } = await deps.desk.refundAtCounter(order, ctx, {
      lines: input.lines.map((l) => ({ lineId: l.lineId, num: l.num, goodsReturned: true })),
      goodsReturned: true,
      reason: input.reason,
      requestKey: input.requestKey,
      returnStoreCode: shop,
      counter: {
        storeCode: shop,
        ...(chosen
          ? {
              takeFrom: async (tx: Db, amount: number) =>
                (await refundRepo.takeFromPayment(tx, sale.id, amount, chosen)) ?? fail('TILL_REFUND_METHOD_UNAVAILABLE'),
            }
          : {}),
      },
    });
    return {
      refunded: await tillRepo.refundAmount(db, sale.id, input.requestKey),
      method: chosen,
      replayed,
      receipt: await receipts.of(sale),
    };
  };
}
