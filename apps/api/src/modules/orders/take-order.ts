import { createHash, randomInt } from 'node:crypto';
import { hkYymmdd, type CallResponse, type takeOrder as takeOrderCall } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { MemberContext } from '../../lib/context.ts';
import type { OrderStatusChanges } from './order-status-changes.ts';
import type { OrderUseCaseDeps } from './order-use-case.ts';
import { orderOf } from './order-wire.ts';
import { StockShortError, type OrderRow } from './orders.repository.ts';

type TakeOrderInput = z.output<(typeof takeOrderCall)['request']>;
type TakeOrderAnswer = CallResponse<typeof takeOrderCall>;

/** Another request with the same idempotency key won the insert. */
class Replayed extends Error {}

/** Order numbers: JH + yyMMdd (the Hong Kong date) + 8 random digits (unique index; a clash is retried). */
function newOrderNo(now: Date): string {
  const d = hkYymmdd(now);
  return `JH${d}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** What takeOrder's idempotency key stands for: a replay with other content is refused. */
function requestHash(r: TakeOrderInput['orderRequest']): string {
  const canon = {
    takeWay: r.takeWay,
    pickup: r.pickupStoreCode ?? null,
    address: r.addressId ?? null,
    store: r.storeCode ?? null,
    skus: [...r.skuList].map((l) => [l.skuId, l.num]).sort((a, b) => a[0]! - b[0]!),
    gifts: [...r.giftSkuList].map((g) => [g.skuId, g.num, g.promotionId ?? 0]).sort((a, b) => a[0]! - b[0]!),
  };
  return createHash('sha256').update(JSON.stringify(canon)).digest('hex');
}

/**
 * The take-order use case: recompute, compare, then stock + order + lines + cart lines in one
 * transaction, idempotent on (member, idempotencyKey).
 */
export function createTakeOrder({ db, config, repo, reads, now }: OrderUseCaseDeps, status: OrderStatusChanges) {
  /** app/page/order/takeOrder */
  return async function takeOrder(input: TakeOrderInput, ctx: MemberContext): Promise<TakeOrderAnswer> {
    const memberId = ctx.session.memberId;
    const r = input.orderRequest;
    const hash = requestHash(r);
    const replay = async (): Promise<TakeOrderAnswer> => {
      const existing = await repo.orderByKey(memberId, input.idempotencyKey);
      if (!existing) return fail('SERVER_BUSY');
      if (existing.requestHash !== hash) return fail('ORDER_IDEMPOTENCY_REUSED');
      return { order: await status.detailOf(existing), replayed: true };
    };
    if (await repo.orderByKey(memberId, input.idempotencyKey)) return replay();

    const shop = await reads.shopOf(r);
    let pickupStoreCode: string | null = null;
    let deliveryAddress: Record<string, string> | null = null;
    if (r.takeWay === 'pickup') {
      const shops = await reads.physicalStores(shop.merchantCode);
      if (!shops.some((s) => s.code === r.pickupStoreCode)) return fail('ORDER_SHOP_UNKNOWN');
      pickupStoreCode = r.pickupStoreCode!;
    } else {
      const address = await repo.memberAddress(memberId, r.addressId!);
      if (!address) return fail('ORDER_ADDRESS_UNKNOWN');
      deliveryAddress = address;
    }

    const at = now();
    const priced = await reads.price(shop, r.skuList, r.giftSkuList, true, at);
    if (priced.invalidLines.length > 0) return fail('ORDER_ITEMS_INVALID');
    if (priced.droppedGifts.length > 0) return fail('ORDER_GIFT_UNAVAILABLE');
    if (
      priced.totalPrice !== r.totalPrice ||
      priced.totalOriginalPrice !== r.totalOriginalPrice ||
      priced.totalDiscountValue !== r.totalDiscountValue ||
      priced.priceRounding !== r.priceRounding ||
      priced.totalPayPrice !== r.actualPrice
    ) {
      return fail('ORDER_TOTAL_CHANGED');
    }

    const lines = [
      ...priced.lines.map((l) => ({
        skuId: l.skuId,
        spuId: l.sku!.spuId,
        skuCode: l.sku!.skuCode,
        title: l.sku!.title,
        img: l.sku!.img,
        selections: l.sku!.selections,
        num: l.num,
        originalPrice: l.sku!.originalPrice,
        price: l.sku!.price,
        totalDiscountValue: l.totalDiscountValue,
        totalPayPrice: l.totalPayPrice,
        isGift: false,
        promotionId: l.promotions[0]?.id ?? null,
      })),
      ...priced.chosenGifts.map((g) => ({
        skuId: g.sku.skuId,
        spuId: g.sku.spuId,
        skuCode: g.sku.skuCode,
        title: g.sku.title,
        img: g.sku.img,
        selections: g.sku.selections,
        num: g.num,
        originalPrice: g.sku.originalPrice,
        price: g.sku.price,
        totalDiscountValue: 0,
        totalPayPrice: 0,
        isGift: true,
        promotionId: g.promotion.id,
      })),
    ];
    const take = new Map<number, number>();
    for (const l of lines) take.set(l.skuId, (take.get(l.skuId) ?? 0) + l.num);

    const pickupStoreName = pickupStoreCode ? ((await reads.physicalStores(shop.merchantCode)).find((s) => s.code === pickupStoreCode)?.name ?? null) : null;
    for (let attempt = 0; ; attempt++) {
      try {
        const orderNo = newOrderNo(at);
        const expiresAt = new Date(at.getTime() + config.orderPaymentTimeoutMs);
        // What the order row holds, written once and answered from without reading it back.
        const written = {
          orderNo,
          memberId,
          storeCode: shop.storeCode,
          status: 'pending_payment' as const,
          takeWay: r.takeWay,
          pickupStoreCode,
          deliveryAddress,
          remark: r.remark,
          requestHash: hash,
          totalOriginalPrice: priced.totalOriginalPrice,
          totalPrice: priced.totalPrice,
          totalDiscountValue: priced.totalDiscountValue,
          priceRounding: priced.priceRounding,
          totalPayPrice: priced.totalPayPrice,
        };
        const id = await db.transaction(async (tx) => {
          const inserted = await repo.insertOrder(
            tx as unknown as Db,
            {
              ...written,
              merchantCode: shop.merchantCode,
              languageType: r.languageType,
              idempotencyKey: input.idempotencyKey,
              promotions: priced.applied,
              expiresAt,
              now: at,
            },
            lines,
            take,
          );
          if (inserted === undefined) throw new Replayed();
          return inserted;
        });
        reads.skusChanged([...take.keys()]);
        reads.cartChanged(memberId);
        // Answered from what was just written, without reading it back.
        const row: OrderRow = {
          ...written,
          id,
          pickupStoreName,
          paymentMethod: null,
          expiresAt,
          paidAt: null,
          createdAt: at,
        };
        return { order: orderOf(row, lines.map((l) => ({ ...l, orderId: id }))), replayed: false };
      } catch (err) {
        if (err instanceof StockShortError) reads.skusChanged([...take.keys()]);
        if (err instanceof Replayed) return replay();
        if (err instanceof StockShortError) return fail('OUT_OF_STOCK');
        // A clash of random order numbers: try again with another.
        const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
        const text = String((err as Error).message) + String((err as { cause?: Error }).cause?.message ?? '');
        if (code === '23505' && text.includes('order_no') && attempt < 3) continue;
        throw err;
      }
    }
  };
}
