import {
  CART_LINE_NUM_MAX,
  CART_LINES_MAX,
  WISHLIST_MAX,
  cartLineState,
  skuAvailability,
  type Availability,
  type CallRequest,
  type CartItem,
  type CartView,
  type addCartList,
  type updateCartItemNumBySku,
  toWire,
} from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { fail } from '../../lib/app-error.ts';
import type { ShopResolver } from '../shops/index.ts';
import { cartRepo, sortSelections, type CartLineRow, type CartSkuRow, type SelectionRow } from './cart.repository.ts';

/**
 * Where `num` units of a sku can be had, by the contract's one availability rule (decision 360): the
 * cart's shop's stock (online), pick-up only at the physical shops each holding them all, or not at all.
 * No units are reserved here: the order takes them under its row locks (decision 361).
 */
export function lineAvailability(storeCode: string, sku: Pick<CartSkuRow, 'onSale' | 'stockQty' | 'pickupStocks'>, num: number): Availability {
  const shops = (sku.pickupStocks ?? []).filter((s) => s.storeCode !== storeCode);
  return skuAvailability({ exists: true, onSale: sku.onSale, online: sku.stockQty, shops }, num);
}

/** The physical shops that alone can supply a line the cart's shop cannot (empty: the cart's shop can, or none can). */
export function pickupOnlyShops(storeCode: string, sku: Pick<CartSkuRow, 'onSale' | 'stockQty' | 'pickupStocks'>, num: number): string[] {
  const a = lineAvailability(storeCode, sku, num);
  return a.way === 'pickup' ? a.shops : [];
}

/** Whether `num` units can be put in the cart: the cart's shop holds them, or one physical shop does (pick-up). */
const canSupply = (storeCode: string, sku: Pick<CartSkuRow, 'onSale' | 'stockQty' | 'pickupStocks'>, num: number) =>
  lineAvailability(storeCode, { ...sku, onSale: true }, num).way !== 'none';

type AddInput = z.output<(typeof addCartList)['request']>;
type UpdateInput = z.output<(typeof updateCartItemNumBySku)['request']>;
export type GuestLines = CallRequest<typeof addCartList>['list'];

/**
 * Members' carts and wishlists, per shop. Every write is one transaction that first locks the member
 * (so concurrent writes of one member queue), checks everything, and only then writes: a refused write
 * leaves the cart as it was.
 */
export function createCartService(db: Db, shops: ShopResolver, changes?: ChangeBus) {
  const merchantCode = shops.defaultMerchant;
  /** The cart's shop must be one of this merchant's (MERCHANT_NOT_FOUND otherwise). */
  async function checkStore(storeCode: string) {
    await shops.shop({ storeCode });
  }

  /** Lines as the side cart and the cart page show them, with each line's state in the shop. */
  async function describe(tx: Db, storeCode: string, lines: readonly CartLineRow[]): Promise<CartView> {
    const skus = new Map(
      (
        await cartRepo.skus(
          tx,
          merchantCode,
          storeCode,
          lines.map((l) => l.skuId),
        )
      ).map((s) => [s.skuId, s]),
    );
    const selections = await cartRepo.selections(tx, [...new Set([...skus.values()].flatMap((s) => s.selectionIds))]);
    return view(storeCode, lines, skus, selections);
  }

  /** The view of lines from their skus and the option names they use (in attribute order). */
  function view(storeCode: string, lines: readonly CartLineRow[], skus: ReadonlyMap<number, CartSkuRow>, selectionRows: readonly SelectionRow[]): CartView {
    const selections = new Map(
      selectionRows.map((s, order) => [
        s.id,
        { id: s.id, attributeCode: s.attributeCode, attributeName: s.attributeName, name: s.name, colorNumber: s.colorNumber, order },
      ]),
    );
    let totalNum = 0;
    let totalPrice = 0;
    let invalidCount = 0;
    const items = lines.map((line): CartItem => {
      const sku = skus.get(line.skuId);
      const pickupOnlyAt = sku?.onSale ? pickupOnlyShops(storeCode, sku, line.num) : [];
      // A line a shop holds for pick-up is orderable (decision 265); it carries the shops it can go to.
      const state = pickupOnlyAt.length
        ? 'NORMAL'
        : cartLineState({ exists: !!sku, onSale: sku?.onSale ?? false, stockQty: sku?.stockQty ?? null, num: line.num });
      const isInvalidSku = state !== 'NORMAL';
      totalNum += line.num;
      if (isInvalidSku) invalidCount += 1;
      else totalPrice += (sku?.price ?? 0) * line.num;
      if (!sku) {
        return {
          skuId: line.skuId,
          spuId: 0,
          num: line.num,
          skuCode: '',
          img: '',
          price: 0,
          originalPrice: 0,
          attributes: [],
          stockQty: null,
          state,
          isInvalidSku,
          ...toWire('title', null),
        };
      }
      const attributes = sku.selectionIds
        .map((id) => selections.get(id))
        .filter((s) => s !== undefined)
        .sort((a, b) => a.order - b.order)
        .map((s) => ({
          attributesType: s.attributeCode,
          colorNumber: s.colorNumber,
          ...toWire('name', s.attributeName),
          ...toWire('value', s.name),
        }));
      return {
        skuId: sku.skuId,
        spuId: sku.spuId,
        num: line.num,
        skuCode: sku.skuCode,
        img: sku.img,
        price: sku.price,
        originalPrice: sku.originalPrice,
        attributes,
        stockQty: sku.stockQty,
        state,
        isInvalidSku,
        ...(sku.byWeight ? { byWeight: true } : {}),
        ...(pickupOnlyAt.length ? { pickupOnlyAt } : {}),
        ...toWire('title', sku.title),
      };
    });
    return { storeCode, items, totalNum, totalPrice, invalidCount };
  }

  /** A member's cart from one query. */
  async function memberCart(tx: Db, memberId: number, storeCode: string) {
    const lines = await cartRepo.linesWithSkus(tx, merchantCode, memberId, storeCode);
    const skus = new Map(lines.flatMap((l) => (l.sku ? [[l.skuId, l.sku] as const] : [])));
    // Selection ids are unique per option; the attribute order is what sorts a line's options.
    const selections = [...new Map(lines.flatMap((l) => l.selections).map((s) => [s.id, s])).values()];
    return view(storeCode, lines, skus, sortSelections(selections));
  }

  /** One write use case: store checked, then member locked and the work done in one transaction. */
  async function write<T>(memberId: number, storeCode: string, work: (tx: Db) => Promise<T>): Promise<T> {
    await checkStore(storeCode);
    const done = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await cartRepo.lockMember(tx, memberId);
      return work(tx);
    });
    // The member's kept cart answer is dropped in every process (decision 140).
    await changes?.publish('cart', String(memberId));
    return done;
  }

  return {
    async getCart(memberId: number, storeCode: string): Promise<CartView> {
      await checkStore(storeCode);
      return memberCart(db, memberId, storeCode);
    },

    /** A guest's lines (kept in the browser), described the same way; duplicate skus are summed. */
    async describeGuestLines(storeCode: string, list: readonly CartLineRow[]): Promise<CartView> {
      await checkStore(storeCode);
      const merged = new Map<number, number>();
      for (const l of list) merged.set(l.skuId, Math.min(CART_LINE_NUM_MAX, (merged.get(l.skuId) ?? 0) + l.num));
      return describe(
        db,
        storeCode,
        [...merged].map(([skuId, num]) => ({ skuId, num })),
      );
    },

    async add(memberId: number, input: AddInput): Promise<CartView> {
      return write(memberId, input.storeCode, async (tx) => {
        // Entries without skuId or num are skipped (core §5); the same sku twice counts once, summed.
        const adds = new Map<number, number>();
        for (const entry of input.list) {
          if (!entry.skuId || !entry.num) continue;
          adds.set(entry.skuId, (adds.get(entry.skuId) ?? 0) + entry.num);
        }
        if (adds.size) {
          const existing = new Map((await cartRepo.lines(tx, memberId, input.storeCode)).map((l) => [l.skuId, l.num]));
          const skus = new Map((await cartRepo.skus(tx, merchantCode, input.storeCode, [...adds.keys()])).map((s) => [s.skuId, s]));
          const newLines = [...adds.keys()].filter((id) => !existing.has(id)).length;
          if (existing.size + newLines > CART_LINES_MAX) fail('CART_FULL', { max: CART_LINES_MAX });
          for (const [skuId, num] of adds) {
            const sku = skus.get(skuId);
            if (!sku) return fail('CART_GOODS_NOT_EXIST');
            if (input.needCheckSkuStatus && !sku.onSale) fail('CART_REMOVED_FROM_SALE');
            const total = (existing.get(skuId) ?? 0) + num;
            if (total > CART_LINE_NUM_MAX) fail('CART_LINE_TOO_MANY', { max: CART_LINE_NUM_MAX });
            if (input.needCheckSkuStock && !canSupply(input.storeCode, sku, total)) fail('OUT_OF_STOCK');
          }
          await cartRepo.addToLines(
            tx,
            memberId,
            input.storeCode,
            [...adds].map(([skuId, num]) => ({ skuId, num })),
          );
        }
        return memberCart(tx, memberId, input.storeCode);
      });
    },

    async update(memberId: number, input: UpdateInput): Promise<CartView> {
      return write(memberId, input.storeCode, async (tx) => {
        const { skuId, num } = input;
        // Ignored when skuId or num is missing or falsy (core §5), or the sku is not in the cart.
        if (skuId && num) {
          const existing = (await cartRepo.lines(tx, memberId, input.storeCode)).find((l) => l.skuId === skuId);
          if (existing && existing.num !== num) {
            if (input.needCheckSkuStock) {
              const [sku] = await cartRepo.skus(tx, merchantCode, input.storeCode, [skuId]);
              if (!sku) fail('CART_GOODS_NOT_EXIST');
              // Lowering a quantity is always allowed: it moves the line towards what the shop holds.
              if (num > existing.num && (!sku || !canSupply(input.storeCode, sku, num))) fail('OUT_OF_STOCK');
            }
            await cartRepo.setNum(tx, memberId, input.storeCode, skuId, num);
          }
        }
        return memberCart(tx, memberId, input.storeCode);
      });
    },

    async remove(memberId: number, storeCode: string, skuId: number): Promise<CartView> {
      return write(memberId, storeCode, async (tx) => {
        await cartRepo.removeLines(tx, memberId, storeCode, [skuId]);
        return memberCart(tx, memberId, storeCode);
      });
    },

    async removeAll(memberId: number, storeCode: string): Promise<CartView> {
      return write(memberId, storeCode, async (tx) => {
        await cartRepo.removeLines(tx, memberId, storeCode);
        return memberCart(tx, memberId, storeCode);
      });
    },

    async getWishlist(memberId: number, storeCode: string): Promise<number[]> {
      await checkStore(storeCode);
      return cartRepo.wishlist(db, memberId, storeCode);
    },

    async addToWishlist(memberId: number, storeCode: string, spuIdList: readonly number[], needCheck: boolean): Promise<number[]> {
      return write(memberId, storeCode, async (tx) => {
        const wanted = [...new Set(spuIdList)];
        const found = new Map((await cartRepo.spus(tx, merchantCode, wanted)).map((s) => [s.id, s]));
        for (const id of wanted) {
          const spu = found.get(id);
          if (!spu) fail('WISHLIST_GOODS_NOT_EXIST');
          if (needCheck && !spu?.onSale) fail('CART_REMOVED_FROM_SALE');
        }
        const existing = new Set(await cartRepo.wishlist(tx, memberId, storeCode));
        // Products already in the wishlist are skipped (core §5).
        const fresh = wanted.filter((id) => !existing.has(id));
        if (existing.size + fresh.length > WISHLIST_MAX) fail('WISHLIST_FULL', { max: WISHLIST_MAX });
        await cartRepo.addToWishlist(tx, memberId, storeCode, fresh);
        return cartRepo.wishlist(tx, memberId, storeCode);
      });
    },

    async removeFromWishlist(memberId: number, storeCode: string, spuId?: number): Promise<number[]> {
      return write(memberId, storeCode, async (tx) => {
        await cartRepo.removeFromWishlist(tx, memberId, storeCode, spuId);
        return cartRepo.wishlist(tx, memberId, storeCode);
      });
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
