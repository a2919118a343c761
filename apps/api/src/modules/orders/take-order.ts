import { createHash, randomInt } from 'node:crypto';
import { DEFAULT_PRICED_KIND, hkYymmdd, paymentKindOf, type CallResponse, type takeOrder as takeOrderCall } from '@shop/contract';
import type { z } from 'zod';
import { fail } from '../../lib/app-error.ts';
import type { MemberContext } from '../../lib/context.ts';
import type { OrderStatusChanges } from './order-status-changes.ts';
import type { OrderUseCaseDeps } from './order-use-case.ts';
import { orderOf } from './order-wire.ts';
import { weightQuoteStale } from './order-weight-quote.ts';
import { onlineMethodsOf } from './payment-providers.ts';
import type { OrderRow } from './orders.repository.ts';
import { totalsOf, type PricingResult } from './pricing.ts';
import type { Db } from '../../db/client.ts';
import { tellOrder } from './order-messages.ts';
import { checkUnverifiedSkuHolds, phoneProven } from './pay-at-shop-trust.ts';

type TakeOrderInput = z.output<(typeof takeOrderCall)['request']>;

/** A priced line as the order keeps it (takeOrder's and the till's), taking its units from `stockStoreCode`. */
export function orderLineOf(l: PricingResult['lines'][number], stockStoreCode: string) {
  return {
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
    weightPrice: l.sku!.weightPrice,
    stockStoreCode,
  };
}
/** A chosen gift as the order keeps it (takeOrder's and the till's): priced 0, its units from `stockStoreCode`. */
export function giftLineOf(g: PricingResult['chosenGifts'][number], stockStoreCode: string) {
  return {
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
    stockStoreCode,
  };
}
type TakeOrderAnswer = CallResponse<typeof takeOrderCall>;

/** Order numbers: JH + yyMMdd (the Hong Kong date) + 8 random digits (unique index; a clash is retried). */
export function newOrderNo(now: Date): string {
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
    // Only when named, so a replay of an order placed before the intent existed hashes as it did.
    ...(r.paymentMethod ? { method: r.paymentMethod } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canon)).digest('hex');
}

/**
 * The take-order use case: price, compare, then stock + order + lines + cart lines in one statement,
 * idempotent on (member, idempotencyKey). Decision 141: the first try prices from kept sku rows (no
 * query) and lets the write check prices, sale state and stock at the moment it takes the stock; any
 * refusal, and a write that finds a price or stock other than priced, is decided again from rows read
 * fresh, so a refusal is always what the current data says. A replay is recognised by the write (the
 * key's unique index) or, before any refusal, by looking the key up.
 */
export function createTakeOrder({ db, config, repo, reads, now }: OrderUseCaseDeps, status: OrderStatusChanges) {
  /** app/page/order/takeOrder */
  return async function takeOrder(input: TakeOrderInput, ctx: MemberContext): Promise<TakeOrderAnswer> {
    const memberId = ctx.session.memberId;
    const r = input.orderRequest;
    const hash = requestHash(r);
    /** The order this key already placed, if any; undefined when there is none. */
    const replayed = async (): Promise<TakeOrderAnswer | undefined> => {
      const existing = await repo.orderByKey(memberId, input.idempotencyKey);
      if (!existing) return undefined;
      if (existing.requestHash !== hash) return fail('ORDER_IDEMPOTENCY_REUSED');
      return { order: await status.detailOf(existing), replayed: true };
    };
    /** A refusal, unless the key already placed an order: then that order is the answer. */
    const refuse = async (code: Parameters<typeof fail>[0]): Promise<TakeOrderAnswer> => (await replayed()) ?? fail(code);

    const shop = await reads.shopOf(r);
    let pickupStoreCode: string | null = null;
    let pickupStoreName: OrderRow['pickupStoreName'] = null;
    let deliveryAddress: Record<string, string> | null = null;
    if (r.takeWay === 'pickup') {
      const pickup = (await reads.physicalStores(shop.merchantCode)).find((s) => s.code === r.pickupStoreCode);
      if (!pickup) return refuse('ORDER_SHOP_UNKNOWN');
      pickupStoreCode = pickup.code;
      pickupStoreName = pickup.name ?? null;
    } else {
      const address = await repo.memberAddress(memberId, r.addressId!);
      if (!address) return refuse('ORDER_ADDRESS_UNKNOWN');
      deliveryAddress = address;
    }

    // An order meant to be paid at the shop by a member whose phone is not proven holds at most a few
    // units of one piece unpaid (decision 400); choosing pay at the shop later is checked by payOrder.
    if (r.paymentMethod === 'at_shop' && !(await phoneProven(db, memberId))) {
      const replay = await replayed();
      if (replay) return replay;
      await checkUnverifiedSkuHolds(db, config, memberId, [...r.skuList, ...r.giftSkuList], ctx.lang);
    }

    const at = now();
    // The kind of payment the price assumes (decision 357): what the member means to pay with, card by default.
    const pricedPaymentKind = r.paymentMethod ? paymentKindOf(r.paymentMethod) : DEFAULT_PRICED_KIND;
    // First from kept rows; again from fresh rows when anything disagrees. Each fresh try is decided by
    // what it read; a write finding a price changed since that read (a race) prices once more.
    let read: 'kept' | 'fresh' = 'kept';
    for (let attempt = 0; ; attempt++) {
      // Each line takes the online shop's stock, or (pick-up) the pick-up shop's when only it holds the
      // units (decision 361); decided again on every try, and the write's locked check is what counts.
      const priced = await reads.price(shop, r.skuList, r.giftSkuList, true, at, read, pickupStoreCode ?? undefined, pricedPaymentKind);
      const stockStore = priced.sources.storeCode;
      const elsewhere = priced.invalidLines.filter((l) => priced.sources.needsShop.has(l.skuId));
      const refusal =
        priced.invalidLines.length > 0
          ? 'ORDER_ITEMS_INVALID'
          : priced.droppedGifts.length > 0
            ? 'ORDER_GIFT_UNAVAILABLE'
            : priced.totalPrice !== r.totalPrice ||
                priced.totalOriginalPrice !== r.totalOriginalPrice ||
                priced.totalDiscountValue !== r.totalDiscountValue ||
                priced.priceRounding !== r.priceRounding ||
                priced.totalPayPrice !== r.actualPrice ||
                weightQuoteStale(priced, r.weightQuote, at)
              ? 'ORDER_TOTAL_CHANGED'
              : undefined;
      if (refusal) {
        if (read === 'kept') {
          read = 'fresh';
          continue;
        }
        // A piece only another shop holds: say which piece needs which shop, never "items invalid".
        if (elsewhere.length) {
          const names = await reads.shopNames(shop.merchantCode, ctx.lang);
          const list = elsewhere.map((l) => `${l.sku?.skuCode ?? l.skuId} — ${names(priced.sources.needsShop.get(l.skuId)!)}`).join('; ');
          return (await replayed()) ?? fail('ORDER_LINE_NEEDS_SHOP', { lines: list });
        }
        return refuse(refusal);
      }

      const lines = [
        ...priced.lines.map((l) => orderLineOf(l, priced.sources.sourceOf.get(l.skuId) ?? shop.storeCode)),
        ...priced.chosenGifts.map((g) => giftLineOf(g, priced.sources.sourceOf.get(g.sku.skuId) ?? shop.storeCode)),
      ];
      const take = new Map<number, number>();
      for (const l of lines) take.set(l.skuId, (take.get(l.skuId) ?? 0) + l.num);

      const orderNo = newOrderNo(at);
      const expiresAt = new Date(at.getTime() + config.orderPaymentTimeoutMs);
      // What the order row holds, written once and answered from without reading it back.
      const written = {
        orderNo,
        memberId,
        storeCode: stockStore,
        status: 'pending_payment' as const,
        takeWay: r.takeWay,
        pickupStoreCode,
        deliveryAddress,
        remark: r.remark,
        requestHash: hash,
        ...totalsOf(priced),
        pricedPaymentKind,
      };
      let placed: Awaited<ReturnType<typeof repo.placeOrder>>;
      try {
        // The order and its "order placed" message commit together (decision 200).
        placed = await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const p = await repo.placeOrder(
            {
              ...written,
              merchantCode: shop.merchantCode,
              cartStoreCode: shop.storeCode,
              languageType: r.languageType,
              idempotencyKey: input.idempotencyKey,
              promotions: priced.applied,
              expiresAt,
              now: at,
            },
            lines,
            tx,
            // One account cannot hold a shop's stock hostage (decision 186): the write checks the member's
            // open orders under the member's lock, so orders sent at once cannot pass the limit together.
            { ordersMax: config.orderOpenMax, unitsMax: config.orderOpenUnitsMax },
          );
          if (p.id !== undefined) await tellOrder(tx, p.id, 'order_placed');
          return p;
        });
      } catch (err) {
        // A clash of random order numbers: try again with another.
        const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
        const text = String((err as Error).message) + String((err as { cause?: Error }).cause?.message ?? '');
        if (code === '23505' && text.includes('order_no') && attempt < 5) continue;
        // A gold price recorded between place_order's price check and its lines (migration 1180's
        // trigger undid the order): price again from fresh rows, as for any price that moved.
        // On a PostgreSQL server a re-pricing (a new gold price) and place_order can lock the same skus in
        // turn; the server then rolls one back as a deadlock (40P01). Nothing of it was written: price again
        // from fresh rows, as for a rate that moved.
        if ((code === 'P0930' || code === '40P01' || code === '40001') && attempt < 5) {
          reads.forgetSkus([...take.keys()]);
          read = 'fresh';
          continue;
        }
        throw err;
      }
      if (placed.id !== undefined) {
        reads.skusChanged([...take.keys()]);
        reads.cartChanged(memberId);
        // Answered from what was just written, without reading it back.
        const row: OrderRow = {
          ...written,
          id: placed.id,
          pickupStoreName,
          paymentMethod: null,
          expiresAt,
          paidAt: null,
          paidWith: null,
          createdAt: at,
          collectionCode: null,
        };
        return {
          order: orderOf(
            row,
            lines.map((l) => ({ ...l, orderId: placed.id! })),
            onlineMethodsOf(config),
          ),
          replayed: false,
        };
      }
      if (placed.overLimit) return (await replayed()) ?? fail('ORDER_OPEN_LIMIT', { orders: config.orderOpenMax, units: config.orderOpenUnitsMax });
      if (!placed.stale && !placed.short) return (await replayed()) ?? fail('SERVER_BUSY');
      if (placed.stale) reads.forgetSkus([...take.keys()]);
      if (read === 'kept' || (placed.stale && attempt < 5)) {
        read = 'fresh';
        continue;
      }
      // Too few units at the moment of the write: whatever showed this stock shows it again.
      reads.skusChanged([...take.keys()]);
      return refuse('OUT_OF_STOCK');
    }
  };
}
