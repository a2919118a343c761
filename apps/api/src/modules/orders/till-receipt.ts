import { COUNTER_PAYMENT_METHODS, toWire, type CounterPaymentMethod, type Lang, type TillReceipt } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { messageRecipient, memberById } from '../members/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { shopReceiptDetails } from '../shops/index.ts';
import { memberDisplayName } from '../staff/index.ts';
import { orderPoints } from './order-points.ts';
import { LANG_OF_TYPE } from './order-wire.ts';
import { tillRepo, type CounterSaleRow } from './till.repository.ts';

const isCounterMethod = (m: string): m is CounterPaymentMethod => (COUNTER_PAYMENT_METHODS as readonly string[]).includes(m);

/**
 * A counter sale's receipt (issue 43, decision 486): built from the sale as recorded — so a reprint reads
 * as the first print, less what was returned since — with the shop's name, address and phone from its
 * record and, for an exchange, the side that came back (decision 515). On the sale it is e-mailed to the
 * member in their language through the one outbox (`till_receipt`, key `till:<orderNo>`), written by the
 * caller's transaction: a sale and its receipt mail are one write (decision 516).
 */
export function createTillReceipts(db: Db) {
  return {
    /** `exec`: the sale's transaction when the receipt is mailed, so the mail commits with the sale. */
    async of(sale: CounterSaleRow, opts: { mail?: boolean; exec?: Db } = {}): Promise<TillReceipt> {
      const x = opts.exec ?? db;
      // One after another: inside a transaction the reads share its one connection.
      const lines = await tillRepo.receiptLines(x, sale.id);
      const payments = await tillRepo.payments(x, sale.id);
      const staffUsername = await tillRepo.saleStaff(x, sale.id);
      const shop = await shopReceiptDetails(x, sale.storeCode);
      const refunded = await tillRepo.refundedOf(x, sale.id);
      const exchange = await tillRepo.exchangeOf(x, sale.id);
      const m = sale.memberId === null ? undefined : await memberById(x, sale.memberId);
      const points = m ? (await orderPoints(x, m.id, sale.orderNo)).earned : 0;
      const name = shop?.name ?? { zh_HK: sale.storeCode, zh_CN: sale.storeCode, en: sale.storeCode };
      const address = shop?.address ?? { zh_HK: '', zh_CN: '', en: '' };
      const change = payments.reduce((a, p) => a + (p.tendered !== null ? p.tendered - p.amount : 0), 0);
      const exchangeSide = exchange
        ? {
            ...exchange,
            difference: sale.totalPayPrice - exchange.credit,
            lines: exchange.lines.map(({ title, ...l }) => ({ ...l, ...toWire('title', title) })),
          }
        : null;
      let emailed = false;
      if (opts.mail && m) {
        emailed =
          (await enqueueMessage(x, {
            event: 'till_receipt',
            to: await messageRecipient(x, m.id),
            key: `till:${sale.orderNo}`,
            only: 'email',
            orderId: sale.id,
            ...(LANG_OF_TYPE[sale.languageType] ? { language: LANG_OF_TYPE[sale.languageType] as Lang } : {}),
            params: {
              orderNo: sale.orderNo,
              at: new Date(sale.createdAt).toISOString(),
              shopName: name,
              shopCode: sale.storeCode,
              shopAddress: address,
              shopPhone: shop?.phone ?? '',
              lines: lines.map((l) => ({ title: l.title, num: l.num, totalPayPrice: l.totalPayPrice, weight: l.weightPrice })),
              totalDiscountValue: sale.totalDiscountValue,
              total: sale.totalPayPrice,
              payments: payments.flatMap((p) => (isCounterMethod(p.method) ? [{ method: p.method, amount: p.amount }] : [])),
              change,
              pointsEarned: points,
              exchange: exchange
                ? {
                    fromOrderNo: exchange.fromOrderNo,
                    lines: exchange.lines.map((l) => ({ title: l.title, num: l.num, amount: l.amount })),
                    credit: exchange.credit,
                    method: exchange.method,
                  }
                : null,
            },
          })) > 0;
      }
      return {
        orderNo: sale.orderNo,
        at: new Date(sale.createdAt).toISOString(),
        shopCode: sale.storeCode,
        ...toWire('shopName', name),
        ...toWire('shopAddress', address),
        shopPhone: shop?.phone ?? '',
        staffUsername,
        memberNo: m?.memberNo ?? null,
        memberName: m ? memberDisplayName(m) : '',
        lines: lines.map(({ title, ...l }) => ({ ...l, ...toWire('title', title) })),
        totalOriginalPrice: sale.totalOriginalPrice,
        totalDiscountValue: sale.totalDiscountValue,
        totalPayPrice: sale.totalPayPrice,
        payments: payments.map((p) => ({ method: p.method, amount: p.amount, reference: p.reference, refunded: p.refunded })),
        change,
        pointsEarned: points,
        refunded,
        emailed,
        exchange: exchangeSide,
      };
    },
  };
}
export type TillReceipts = ReturnType<typeof createTillReceipts>;
