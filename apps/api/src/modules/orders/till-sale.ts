import { createHash } from 'node:crypto';
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
  type TillReceipt,
} from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { StaffContext } from '../../lib/context.ts';
import { memberById, verifyMemberQrToken } from '../members/index.ts';
import { pointsBalance } from '../points/index.ts';
import { maskPhone, memberDisplayName } from '../staff/index.ts';
import type { OrderUseCaseDeps } from './order-use-case.ts';
import type { PricingReads } from './pricing-reads.ts';
import type { PricingResult } from './pricing.ts';
import { newOrderNo } from './take-order.ts';
import { saleNotWritten, writeCounterSale } from './till-sale-write.ts';
import { createTillReceipts, type TillReceipts } from './till-receipt.ts';
import { tillRepo, type CounterSaleRow } from './till.repository.ts';

type SaleInput = z.output<(typeof boTillSale)['request']>;

/** The kind a sale's price assumes (decision 485): the one kind all its methods share, else `counter` (offers for any payment). */
export function saleKind(methods: readonly SaleInput['payments'][number]['method'][]): PricedKind {
  const kinds = new Set(methods.map((m) => paymentKindOf(m)));
  return kinds.size === 1 ? [...kinds][0]! : 'counter';
}

/** A counter sale's pieces priced now from this shop's own stock, by the one pricing function (decision 485). */
export async function priceCounterSale(
  reads: PricingReads,
  shopCode: string,
  lines: { skuId: number; num: number }[],
  kind: PricedKind,
  at: Date,
  gifts: { skuId: number; promotionId: number; num: number }[] = [],
) {
  const shop = await reads.shopOf({});
  // Gifts as online (decision 517): the same promotion rules and payment conditions, their units from this shop.
  const priced = await reads.price(shop, lines, gifts, true, at, 'fresh', undefined, kind, shopCode);
  return { shop, priced };
}

/** The pieces are known and here, and cost what the counter showed (else the new total, 87001). */
export function checkPricedAsShown(priced: PricingResult, shownTotal: number): void {
  if (priced.lines.some((l) => !l.sku) || priced.invalidLines.some((l) => !l.sku)) return fail('TILL_SKU_UNKNOWN');
  if (priced.invalidLines.length) return fail('TILL_OUT_OF_STOCK', { codes: priced.invalidLines.map((l) => l.sku!.skuCode).join(', ') });
  if (priced.droppedGifts.length) return fail('TILL_GIFT_UNAVAILABLE');
  if (priced.totalPayPrice !== shownTotal) return fail('TILL_TOTAL_CHANGED', { total: formatAmount(priced.totalPayPrice, undefined, 'total') });
}

/** What a counter sale's key stands for: a retry with other content is refused. */
function saleHash(input: SaleInput, memberNo: string | null): string {
  const canon = {
    member: memberNo,
    lines: [...input.lines].map((l) => [l.skuId, l.num]).sort((a, b) => a[0]! - b[0]!),
    gifts: [...input.gifts].map((g) => [g.skuId, g.promotionId, g.num]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!),
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

  const priceAt = (shopCode: string, input: { lines: SaleInput['lines']; gifts?: SaleInput['gifts'] | undefined }, kind: PricedKind, at: Date) =>
    priceCounterSale(reads, shopCode, input.lines, kind, at, input.gifts ?? []);

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
      const { priced } = await priceAt(shopCode, input, kind, now());
      return {
        pricedPaymentKind: kind,
        lines: [
          ...priced.lines.map((l) => ({
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
          ...priced.chosenGifts.map((g) => ({
            skuId: g.sku.skuId,
            skuCode: g.sku.skuCode,
            num: g.num,
            price: g.sku.price,
            totalDiscountValue: 0,
            totalPayPrice: 0,
            isGift: true,
            weightPrice: null,
            ...toWire('title', g.sku.title),
          })),
        ],
        giftOffers: priced.giftOffers.map((o) => ({
          promotionId: o.promotion.id,
          code: o.promotion.code,
          giftQty: o.promotion.giftQty,
          ...toWire('title', o.promotion.title),
          options: o.options.map((x) => ({ skuId: x.sku.skuId, skuCode: x.sku.skuCode, available: x.available, ...toWire('title', x.sku.title) })),
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
      const { shop, priced } = await priceAt(shopCode, input, kind, at);
      checkPricedAsShown(priced, input.totalPayPrice);

      const orderNo = newOrderNo(at);
      let written: Awaited<ReturnType<typeof writeCounterSale>>;
      let receipt: TillReceipt | undefined;
      try {
        written = await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const w = await writeCounterSale(tx, repo, {
            orderNo,
            shopCode,
            shop,
            priced,
            kind,
            memberId: buyer?.id ?? null,
            hash,
            idempotencyKey: input.idempotencyKey,
            lang: ctx.lang,
            payments: input.payments,
            staffId,
            at,
          });
          // The receipt mail is written with the sale: one write, never a sale without its mail (decision 516).
          if (w.id !== undefined) receipt = await receipts.of((await tillRepo.saleByNo(tx, shopCode, orderNo))!, { mail: true, exec: tx });
          return w;
        });
      } catch (err) {
        // The same key at the same moment (a retry racing the first try): the shop's unique key let one through.
        const again = await tillRepo.saleByKey(db, shopCode, input.idempotencyKey);
        if (again) return replay(again, hash);
        throw err;
      }
      const skuIds = priced.lines.map((l) => l.skuId);
      reads.skusChanged(skuIds);
      if (written.id === undefined) return saleNotWritten(written, priced.lines.map((l) => l.sku!.skuCode).join(', '));
      return { ...receipt!, replayed: false };
    },

    /** app/backOffice/till/receipt: a reprint, of this shop's sales only. */
    async receipt(orderNo: string, ctx: StaffContext) {
      const sale = (await tillRepo.saleByNo(db, await deps.shopOf(ctx), orderNo)) ?? fail('TILL_SALE_NOT_FOUND');
      return receipts.of(sale);
    },
  };
}
export type TillSale = ReturnType<typeof createTillSale>;
