import { COUNTER_PAYMENT_METHODS, toWire, type CounterPaymentMethod, type Lang, type TillReceipt } from '@shop/contract';

const isCounterMethod = (m: string): m is CounterPaymentMethod => (COUNTER_PAYMENT_METHODS as readonly string[]).includes(m);
import type { Db } from '../../db/client.ts';
import { messageRecipient, memberById } from '../members/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { shopNameByCode } from '../shops/index.ts';
import { memberDisplayName } from '../staff/index.ts';
import { orderPoints } from './order-points.ts';
import { LANG_OF_TYPE } from './order-wire.ts';
import { tillRepo, type CounterSaleRow } from './till.repository.ts';

/**
 * A counter sale's receipt (issue 43, decision 486): built from the sale as recorded — so a reprint reads
 * as the first print, less what was returned since — and, on the sale, e-mailed to the member in their
 * language through the one outbox (`till_receipt`, key `till:<orderNo>`), in its own transaction after the
 * sale committed (as decision 458's hand-over receipt).
 */
export function createTillReceipts(db: Db) {
  return {
    async of(sale: CounterSaleRow, opts: { mail?: boolean } = {}): Promise<TillReceipt> {
      const [lines, payments, staffUsername, shopName, refunded] = await Promise.all([
        tillRepo.receiptLines(db, sale.id),
        tillRepo.payments(db, sale.id),
        tillRepo.saleStaff(db, sale.id),
        shopNameByCode(db, sale.storeCode),
        tillRepo.refundedOf(db, sale.id),
      ]);
      const m = sale.memberId === null ? undefined : await memberById(db, sale.memberId);
      const points = m ? (await orderPoints(db, m.id, sale.orderNo)).earned : 0;
      const name = shopName ?? { zh_HK: sale.storeCode, zh_CN: sale.storeCode, en: sale.storeCode };
      const change = payments.reduce((a, p) => a + (p.tendered !== null ? p.tendered - p.amount : 0), 0);
      let emailed = false;
      if (opts.mail && m) {
        const at = new Date(sale.createdAt);
        emailed =
          (await db.transaction(async (t) =>
            enqueueMessage(t as unknown as Db, {
              event: 'till_receipt',
              to: await messageRecipient(t as unknown as Db, m.id),
              key: `till:${sale.orderNo}`,
              only: 'email',
              orderId: sale.id,
              ...(LANG_OF_TYPE[sale.languageType] ? { language: LANG_OF_TYPE[sale.languageType] as Lang } : {}),
              params: {
                orderNo: sale.orderNo,
                at: at.toISOString(),
                shopName: name,
                shopCode: sale.storeCode,
                lines: lines.map((l) => ({ title: l.title, num: l.num, totalPayPrice: l.totalPayPrice, weight: l.weightPrice })),
                totalDiscountValue: sale.totalDiscountValue,
                total: sale.totalPayPrice,
                payments: payments.flatMap((p) => (isCounterMethod(p.method) ? [{ method: p.method, amount: p.amount }] : [])),
                change,
                pointsEarned: points,
              },
            }),
          )) > 0;
      }
      return {
        orderNo: sale.orderNo,
        at: new Date(sale.createdAt).toISOString(),
        shopCode: sale.storeCode,
        ...toWire('shopName', name),
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
      };
    },
  };
}
export type TillReceipts = ReturnType<typeof createTillReceipts>;
