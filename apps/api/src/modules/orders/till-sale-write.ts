import { randomBytes } from 'node:crypto';
import { formatAmount, type CounterPaymentMethod, type Lang, type PricedKind } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { writeAudit } from '../audit/index.ts';
import type { Shop } from '../shops/index.ts';
import { orderDeskRepo } from './order-desk.repository.ts';
import { earnOrderPoints } from './order-points.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { totalsOf, type PricingResult } from './pricing.ts';
import { giftLineOf, orderLineOf } from './take-order.ts';
import { tillRepo } from './till.repository.ts';

export interface CounterPayment {
  method: CounterPaymentMethod;
  amount: number;
  reference: string;
  tendered?: number | undefined;
}

export interface CounterSaleWrite {
  orderNo: string;
  shopCode: string;
  shop: Shop;
  priced: PricingResult;
  kind: PricedKind;
  memberId: number | null;
  hash: string;
  idempotencyKey: string;
  lang: Lang;
  payments: CounterPayment[];
  staffId: number;
  at: Date;
  /** A sale rung up as an exchange is audited as one (decision 515), naming the order it came from. */
  exchangeOf?: string;
}

const LANGUAGE_TYPE: Record<Lang, string> = { zh_HK: 'CHT', zh_CN: 'CHS', en: 'ENG' };

/**
 * Writes a counter sale in the caller's transaction (decisions 485, 515): the one order statement
 * (`place_order`: price check, stock lock and take through the catalogue's functions — chosen gifts' units
 * too, from the same shop) as an order of take
 * way `counter`, then completed, paid by each method, points earned, history and audit. Answers the order's
 * id, or why the order statement wrote nothing (a stale price, too few units, a key the member's online
 * order holds).
 */
export async function writeCounterSale(
  tx: Db,
  repo: OrdersRepository,
  w: CounterSaleWrite,
): Promise<{ id: number; points: number } | { id: undefined; stale: boolean; short: boolean }> {
  const { priced, at } = w;
  const placed = await repo.placeOrder(
    {
      orderNo: w.orderNo,
      memberId: w.memberId,
      storeCode: w.shopCode,
      status: 'completed',
      takeWay: 'counter',
      pickupStoreCode: null,
      deliveryAddress: null,
      remark: '',
      requestHash: w.hash,
      ...totalsOf(priced),
      pricedPaymentKind: w.kind,
      merchantCode: w.shop.merchantCode,
      cartStoreCode: w.shop.storeCode,
      languageType: LANGUAGE_TYPE[w.lang],
      idempotencyKey: w.idempotencyKey,
      promotions: priced.applied,
      expiresAt: null,
      now: at,
    },
    [...priced.lines.map((l) => orderLineOf(l, w.shopCode)), ...priced.chosenGifts.map((g) => giftLineOf(g, w.shopCode))],
    tx,
  );
  if (placed.id === undefined) return { id: undefined, stale: placed.stale, short: placed.short };
  const id = placed.id;
  await tillRepo.complete(tx, id, at, w.kind);
  for (const [i, p] of w.payments.entries()) {
    await tillRepo.addPayment(tx, {
      // Led by its place, so the sale's payments read back in the order the counter took them.
      id: `${i}${randomBytes(12).toString('hex')}`,
      orderId: id,
      amount: p.amount,
      method: p.method,
      reference: p.reference,
      tendered: p.method === 'cash' ? (p.tendered ?? p.amount) : null,
      staffId: w.staffId,
      at,
    });
  }
  const points = w.memberId === null ? 0 : await earnOrderPoints(tx, { id, orderNo: w.orderNo, memberId: w.memberId });
  const paidNote = w.payments.map((p) => [p.method, formatAmount(p.amount, undefined, 'total'), p.reference].filter(Boolean).join(' ')).join(' + ');
  const note = w.exchangeOf ? `⇄ ${w.exchangeOf} · ${paidNote}` : paidNote;
  await orderDeskRepo.addHistory(tx, { orderId: id, action: 'counterSale', fromStatus: null, toStatus: 'completed', staffId: w.staffId, note, at });
  await writeAudit(tx, {
    staffId: w.staffId,
    action: w.exchangeOf ? 'counterExchange' : 'counterSale',
    entity: 'orders',
    entityId: w.orderNo,
    label: { zh_HK: w.orderNo, zh_CN: w.orderNo, en: w.orderNo },
    changedFields: ['status', 'stock', 'payment', ...(points ? ['points'] : [])],
    changes: {
      payment: { before: null, after: w.payments.map((p) => ({ method: p.method, amount: p.amount, reference: p.reference })) },
      ...(w.exchangeOf ? { exchangeOf: { before: null, after: w.exchangeOf } } : {}),
    },
  });
  return { id, points };
}

/** Why the order statement wrote nothing, as the till's error. */
export function saleNotWritten(w: { stale: boolean; short: boolean }, codes: string): never {
  if (w.short) return fail('TILL_OUT_OF_STOCK', { codes });
  // A price that moved between the pricing and the write (a new gold rate): price again on the next try.
  if (w.stale) return fail('TILL_TOTAL_CHANGED', { total: '' });
  // The member's online order holds this key: a sale needs a key of its own.
  return fail('TILL_KEY_REUSED');
}
