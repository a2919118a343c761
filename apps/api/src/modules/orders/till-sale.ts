import { createHash, randomBytes } from 'node:crypto';
import {
  formatAmount,
  paymentKindOf,
  TILL,
  toWire,
  type CallRequest,
  type boTillQuote,
  type boTillSale,
  type PricedKind,
  type TillQuote,
} from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { StaffContext } from '../../lib/context.ts';
import { writeAudit } from '../audit/index.ts';
import { memberById, verifyMemberQrToken } from '../members/index.ts';
import { pointsBalance } from '../points/index.ts';
import { maskPhone, memberDisplayName } from '../staff/index.ts';
import { orderDeskRepo } from './order-desk.repository.ts';
import { earnOrderPoints } from './order-points.ts';
import type { OrderUseCaseDeps } from './order-use-case.ts';
import { newOrderNo, orderLineOf } from './take-order.ts';
import { createTillReceipts, type TillReceipts } from './till-receipt.ts';
import { tillRepo, type CounterSaleRow } from './till.repository.ts';

type SaleInput = z.output<(typeof boTillSale)['request']>;

/** The kind a sale's price assumes (decision 485): the one kind all its methods share, else `counter` (offers for any payment). */
export function saleKind(methods: readonly SaleInput['payments'][number]['method'][]): PricedKind {
  const kinds = new Set(methods.map((m) => paymentKindOf(m)));
  return kinds.size === 1 ? [...kinds][0]! : 'counter';
}

/** What a counter sale's key stands for: a retry with other content is refused. */
function saleHash(input: SaleInput, memberNo: string | null): string {
  const canon = {
    member: memberNo,
    lines: [...input.lines].map((l) => [l.skuId, l.num]).sort((a, b) => a[0]! - b[0]!),
    total: input.totalPayPrice,
    payments: input.payments.map((p) => [p.method, p.amount, p.reference]),
  };
  return createHash('sha256').update(JSON.stringify(canon)).digest('hex');
}

/**
 * The counter's walk-in sale (issue 43, decision 485): priced by the one pricing function over this
 * shop's own stock, written by the one order statement (`place_order`: price check, stock lock and take
 * through the catalogue's functions) as an order of take way `counter`, then completed, paid and its
 * points earned in the same transaction. Idempotent on (shop, key).
 */
export function createTillSale(deps: OrderUseCaseDeps & { shopOf: (ctx: StaffContext) => Promise<string> }) {
  const { db, repo, reads, now } = deps;
  const receipts: TillReceipts = createTillReceipts(db);

  async function member(qr: string | undefined): Promise<{ id: number; memberNo: string } | null> {
    if (!qr) return null;
    const shown = await verifyMemberQrToken(db, qr);
    return shown.ok ? { id: shown.memberId, memberNo: shown.memberNo } : fail('TILL_MEMBER_QR_INVALID');
  }

  async function priceAt(shopCode: string, lines: { skuId: number; num: number }[], kind: PricedKind, at: Date) {
    const shop = await reads.shopOf({});
    const priced = await reads.price(shop, lines, [], true, at, 'fresh', undefined, kind, shopCode);
    return { shop, priced };
  }

  async function replay(sale: CounterSaleRow, hash: string) {
    if (sale.requestHash !== hash) return fail('TILL_KEY_REUSED');
    return { ...(await receipts.of(sale)), replayed: true };
  }

  return {
    /** app/backOffice/till/member: the member shown by their signed QR, never by a phone number alone. */
    async member(qr: string) {
      const m = (await memberById(db, (await member(qr))!.id))!;
      return {
        memberNo: m.memberNo,
        memberName: memberDisplayName(m),
        phoneMasked: maskPhone(m.phoneArea, m.phone),
        pointsBalance: await pointsBalance(db, m.id),
      };
    },

    /** app/backOffice/till/lookup */
    async lookup(query: string, ctx: StaffContext) {
      const shopCode = await deps.shopOf(ctx);
      const list = await tillRepo.lookup(db, shopCode, query, TILL.LOOKUP_MAX);
      return { list: list.map(({ title, ...s }) => ({ ...s, ...toWire('title', title) })) };
    },

    /** app/backOffice/till/quote */
    async quote(input: CallRequest<typeof boTillQuote> & { methods: SaleInput['payments'][number]['method'][] }, ctx: StaffContext): Promise<TillQuote> {
      const shopCode = await deps.shopOf(ctx);
      const kind = input.methods.length ? saleKind(input.methods) : 'counter';
      const { priced } = await priceAt(shopCode, input.lines, kind, now());
      return {
        pricedPaymentKind: kind,
        lines: priced.lines.map((l) => ({
          skuId: l.skuId,
          skuCode: l.sku!.skuCode,
          num: l.num,
          price: l.sku!.price,
          totalDiscountValue: l.totalDiscountValue,
          totalPayPrice: l.totalPayPrice,
          isGift: false,
          weightPrice: l.sku!.weightPrice ?? null,
          ...toWire('title', l.sku!.title),
        })),
        invalidSkuIds: priced.invalidLines.map((l) => l.skuId),
        promotions: priced.applied.map((a) => ({ code: a.code, discount: a.discount, ...toWire('title', a.title) })),
        totalOriginalPrice: priced.totalOriginalPrice,
        totalDiscountValue: priced.totalDiscountValue,
        totalPayPrice: priced.totalPayPrice,
      };
    },

    /** app/backOffice/till/sale */
    async sale(input: SaleInput, ctx: StaffContext) {
      const shopCode = await deps.shopOf(ctx);
      const staffId = ctx.session.staffId;
      const buyer = await member(input.memberQr);
      const hash = saleHash(input, buyer?.memberNo ?? null);
      const earlier = await tillRepo.saleByKey(db, shopCode, input.idempotencyKey);
      if (earlier) return replay(earlier, hash);

      if (input.payments.reduce((a, p) => a + p.amount, 0) !== input.totalPayPrice) return fail('TILL_PAYMENTS_MISMATCH');
      if (input.payments.some((p) => p.tendered !== undefined && (p.method !== 'cash' || p.tendered < p.amount))) return fail('TILL_TENDERED_SHORT');

      const at = now();
      const kind = saleKind(input.payments.map((p) => p.method));
      const { shop, priced } = await priceAt(shopCode, input.lines, kind, at);
      if (priced.lines.some((l) => !l.sku) || priced.invalidLines.some((l) => !l.sku)) return fail('TILL_SKU_UNKNOWN');
      if (priced.invalidLines.length) return fail('TILL_OUT_OF_STOCK', { codes: priced.invalidLines.map((l) => l.sku!.skuCode).join(', ') });
      if (priced.totalPayPrice !== input.totalPayPrice) return fail('TILL_TOTAL_CHANGED', { total: formatAmount(priced.totalPayPrice, undefined, 'total') });

      const lines = priced.lines.map((l) => orderLineOf(l, shopCode));
      const orderNo = newOrderNo(at);
      let written: { id: number | undefined; stale: boolean; short: boolean };
      let points = 0;
      try {
        written = await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const placed = await repo.placeOrder(
            {
              orderNo,
              memberId: buyer?.id ?? null,
              storeCode: shopCode,
              status: 'completed',
              takeWay: 'counter',
              pickupStoreCode: null,
              deliveryAddress: null,
              remark: '',
              requestHash: hash,
              totalOriginalPrice: priced.totalOriginalPrice,
              totalPrice: priced.totalPrice,
              totalDiscountValue: priced.totalDiscountValue,
              priceRounding: priced.priceRounding,
              totalPayPrice: priced.totalPayPrice,
              pricedPaymentKind: kind,
              merchantCode: shop.merchantCode,
              cartStoreCode: shop.storeCode,
              languageType: ctx.lang === 'en' ? 'ENG' : ctx.lang === 'zh_CN' ? 'CHS' : 'CHT',
              idempotencyKey: input.idempotencyKey,
              promotions: priced.applied,
              expiresAt: null,
              now: at,
            },
            lines,
            tx,
          );
          if (placed.id === undefined) return placed;
          const id = placed.id;
          await tillRepo.complete(tx, id, at, kind);
          for (const [i, p] of input.payments.entries()) {
            await tillRepo.addPayment(tx, {
              // Led by its place, so the sale's payments read back in the order the counter took them.
              id: `${i}${randomBytes(12).toString('hex')}`,
              orderId: id,
              amount: p.amount,
              method: p.method,
              reference: p.reference,
              tendered: p.method === 'cash' ? (p.tendered ?? p.amount) : null,
              staffId,
              at,
            });
          }
          if (buyer) points = await earnOrderPoints(tx, { id, orderNo, memberId: buyer.id });
          const paidNote = input.payments.map((p) => [p.method, formatAmount(p.amount, undefined, 'total'), p.reference].filter(Boolean).join(' ')).join(' + ');
          await orderDeskRepo.addHistory(tx, { orderId: id, action: 'counterSale', fromStatus: null, toStatus: 'completed', staffId, note: paidNote, at });
          await writeAudit(tx, {
            staffId,
            action: 'counterSale',
            entity: 'orders',
            entityId: orderNo,
            label: { zh_HK: orderNo, zh_CN: orderNo, en: orderNo },
            changedFields: ['status', 'stock', 'payment', ...(points ? ['points'] : [])],
            changes: { payment: { before: null, after: input.payments.map((p) => ({ method: p.method, amount: p.amount, reference: p.reference })) } },
          });
          return placed;
        });
      } catch (err) {
        // The same key at the same moment (a retry racing the first try): the shop's unique key let one through.
        const again = await tillRepo.saleByKey(db, shopCode, input.idempotencyKey);
        if (again) return replay(again, hash);
        throw err;
      }
      if (written.id === undefined) {
        reads.skusChanged(lines.map((l) => l.skuId));
        if (written.short) return fail('TILL_OUT_OF_STOCK', { codes: lines.map((l) => l.skuCode).join(', ') });
        // A price that moved between the pricing and the write (a new gold rate): price again on the next try.
        if (written.stale) return fail('TILL_TOTAL_CHANGED', { total: '' });
        // The member's online order holds this key: a sale needs a key of its own.
        return fail('TILL_KEY_REUSED');
      }
      reads.skusChanged(lines.map((l) => l.skuId));
      const sale = (await tillRepo.saleByNo(db, shopCode, orderNo))!;
      const receipt = await receipts.of(sale, { mail: true });
      return { ...receipt, replayed: false };
    },

    /** app/backOffice/till/receipt: a reprint, of this shop's sales only. */
    async receipt(orderNo: string, ctx: StaffContext) {
      const sale = (await tillRepo.saleByNo(db, await deps.shopOf(ctx), orderNo)) ?? fail('TILL_SALE_NOT_FOUND');
      return receipts.of(sale);
    },
  };
}
export type TillSale = ReturnType<typeof createTillSale>;
