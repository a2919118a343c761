import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  canDo,
  DEFAULT_AMOUNT_FORMAT,
  hkYymmdd,
  INVALID_STATUS,
  type CallRequest,
  type CallResponse,
  type I18nText,
  type InvalidStatus,
  type Lang,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type PreviewItem,
  type UsableGift,
  type cancelOrder,
  type confirmReceipt,
  type getOrderList,
  type payOrder,
  type preview,
  type takeOrder,
} from '@shop/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { fail } from '../../lib/app-error.ts';
import type { CallContext, MemberContext } from '../../lib/context.ts';
import { priceOrder, type PricedLine, type PricingResult, type PricingSku } from './pricing.ts';
import { createOrdersRepository, StockShortError, type OrderLineRow, type OrderRow, type ShopRow } from './orders.repository.ts';
import { createPaymentProviders, type PaymentProviders } from './payment-providers.ts';

type PreviewInput = z.output<(typeof preview)['request']>;
type TakeOrderInput = z.output<(typeof takeOrder)['request']>;

const wire = <N extends string>(name: N, t: I18nText) =>
  ({ [`${name}Simple`]: t.zh_CN, [`${name}Traditional`]: t.zh_HK, [`${name}Eng`]: t.en }) as Record<
    `${N}Simple` | `${N}Traditional` | `${N}Eng`,
    string
  >;
const selectionsWire = (s: { id: number; name: I18nText }[]) => s.map((x) => ({ id: x.id, ...wire('name', x.name) }));

const INVALID_MESSAGE_KEY: Record<Exclude<InvalidStatus, '1'>, I18nText> = {
  '2': { zh_HK: '商品不存在', zh_CN: '商品不存在', en: 'Goods not exist' },
  '3': { zh_HK: '商品已下架', zh_CN: '商品已下架', en: 'Removed from sale' },
  '4': { zh_HK: '庫存不足', zh_CN: '库存不足', en: 'Insufficient stock' },
  '5': { zh_HK: '庫存異常', zh_CN: '库存异常', en: 'Inventory anomaly' },
  '6': { zh_HK: '已售罄', zh_CN: '已售罄', en: 'Sold Out' },
};

const LANG_OF_TYPE: Record<string, Lang> = { SIMPLE: 'zh_CN', TRADITIONAL: 'zh_HK', ENG: 'en' };

class Replayed extends Error {}

/** How long shops, the category tree and promotions are kept in memory. */
const REFERENCE_TTL_MS = 5_000;

/**
 * Previews only: how long a sku's price, sale state and stock read by one preview may be shown by the
 * next (docs/decisions/080-preview-sku-snapshot.md). Changes made by this process clear it at once;
 * this bounds how late a change made elsewhere (another process, a staff tool) shows.
 */
export const PREVIEW_SNAPSHOT_MS = 1_000;
/** Beyond this many remembered skus the snapshot starts over, so a huge catalogue cannot grow it. */
const PREVIEW_SNAPSHOT_MAX = 20_000;

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
 * Order preview, take-order, payment and my orders. Every price comes from `priceOrder`; every write
 * spanning tables is one transaction. `now` is injectable so that expiry can be tested with a fake clock.
 */
export function createOrdersService(deps: { db: Db; config: Config; now?: () => Date; providers?: PaymentProviders }) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createOrdersRepository(db);
  const providers = deps.providers ?? createPaymentProviders(config);

  /*
   * Shops, the category tree and the running promotions change rarely and are read by every preview and
   * order; they are kept for REFERENCE_TTL_MS. Prices and stock are always read fresh.
   */
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    const t = Date.now();
    if (hit && t - hit.at < REFERENCE_TTL_MS) return hit.value as Promise<T>;
    const value = load();
    cache.set(key, { at: t, value });
    value.catch(() => cache.delete(key));
    return value;
  }

  async function shopOf(input: { merchantCode?: string | undefined; storeCode?: string | undefined }): Promise<ShopRow> {
    const merchant = input.merchantCode ?? config.merchantCode;
    const shop = await cached(`shop:${merchant}:${input.storeCode ?? ''}`, () => repo.shop(merchant, input.storeCode));
    if (!shop) return fail('ORDER_SHOP_MISMATCH');
    return shop;
  }
  const physicalStores = (merchant: string) => cached(`stores:${merchant}`, () => repo.physicalStores(merchant));
  const activePromotions = (merchant: string, at: Date) =>
    // Cached per minute of `at`, so a promotion starts or ends within a minute (docs/decisions/046).
    cached(`promotions:${merchant}:${Math.floor(at.getTime() / 60_000)}`, () => repo.activePromotions(merchant, at));
  const selectionNames = () => cached('selections', async () => new Map((await repo.selections()).map((x) => [x.id, x])));
  const categoryPaths = (merchant: string) =>
    cached(`categories:${merchant}`, async () => {
      const parents = new Map((await repo.categoryParents(merchant)).map((c) => [c.id, c.parentId]));
      return (id: number): number[] => {
        const path: number[] = [];
        for (let c: number | null | undefined = id; c != null && !path.includes(c); c = parents.get(c)) path.push(c);
        return path;
      };
    });

  /*
   * The preview's snapshot of pricing rows, per shop and sku (null: no such sku). Preview is advisory:
   * takeOrder never reads it, it re-reads and re-checks everything inside its transaction. Every change
   * of stock, price or sale state this process makes calls `skusChanged()`; `generation` keeps a read
   * that was under way during such a change from being remembered.
   */
  type SkuRow = Awaited<ReturnType<typeof repo.pricingSkus>>[number];
  const snapshot = new Map<string, { at: number; row: SkuRow | null }>();
  let generation = 0;
  function skusChanged(): void {
    generation++;
    snapshot.clear();
  }
  async function snapshotSkus(ids: readonly number[], storeCode: string): Promise<SkuRow[]> {
    const t = Date.now();
    const found: SkuRow[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const hit = snapshot.get(`${storeCode}:${id}`);
      if (hit && t - hit.at < PREVIEW_SNAPSHOT_MS) {
        if (hit.row) found.push(hit.row);
      } else missing.push(id);
    }
    if (missing.length === 0) return found;
    const seen = generation;
    const rows = await repo.pricingSkus(missing, storeCode);
    if (seen === generation) {
      if (snapshot.size + missing.length > PREVIEW_SNAPSHOT_MAX) snapshot.clear();
      const byId = new Map(rows.map((r) => [r.skuId, r]));
      for (const id of missing) snapshot.set(`${storeCode}:${id}`, { at: t, row: byId.get(id) ?? null });
    }
    return found.concat(rows);
  }

  async function price(
    shop: ShopRow,
    lines: { skuId: number; num: number }[],
    gifts: { skuId: number; promotionId?: number | undefined; num: number }[],
    needPromotion: boolean,
    at: Date,
    /** 'snapshot' for previews only; takeOrder always reads fresh rows. */
    read: 'fresh' | 'snapshot' = 'fresh',
  ): Promise<PricingResult> {
    const promotions = needPromotion ? await activePromotions(shop.merchantCode, at) : [];
    const pathOf = await categoryPaths(shop.merchantCode);
    const ids = new Set<number>(lines.map((l) => l.skuId));
    for (const p of promotions) for (const id of p.giftSkuIds) ids.add(id);
    const load = read === 'snapshot' ? snapshotSkus : repo.pricingSkus;
    const [rows, names] = [await load([...ids], shop.storeCode), await selectionNames()];
    const skus = new Map<number, PricingSku>(
      rows.map(({ categoryId, selectionIds, ...s }) => [
        s.skuId,
        {
          ...s,
          categoryPath: pathOf(categoryId),
          selections: selectionIds
            .map((id) => names.get(id))
            .filter((x) => x !== undefined)
            .sort((a, b) => a.attributeId - b.attributeId || a.sort - b.sort || a.id - b.id)
            .map(({ id, name }) => ({ id, name })),
        },
      ]),
    );
    return priceOrder({ lines, gifts, skus, promotions, needPromotion, format: shop.amountFormat ?? DEFAULT_AMOUNT_FORMAT });
  }

  function itemOf(l: PricedLine, lang: Lang): PreviewItem {
    const sku = l.sku;
    const invalid = l.invalidStatus !== INVALID_STATUS.VALID;
    return {
      skuId: l.skuId,
      spuId: sku?.spuId ?? 0,
      skuCode: sku?.skuCode ?? '',
      img: sku?.img ?? '',
      ...wire('title', sku?.title ?? { zh_HK: '', zh_CN: '', en: '' }),
      goodsAttributesSelections: selectionsWire(sku?.selections ?? []),
      originalPrice: sku?.originalPrice ?? 0,
      price: sku?.price ?? 0,
      payPrice: l.num > 0 ? Math.round(l.totalPayPrice / l.num) : 0,
      num: l.num,
      stockQty: Math.max(0, sku?.stockQty ?? 0),
      totalOriginalPrice: l.totalOriginalPrice,
      totalPrice: l.totalPrice,
      totalDiscountValue: l.totalDiscountValue,
      totalPayPrice: l.totalPayPrice,
      isInvalidSku: invalid,
      invalidStatus: l.invalidStatus,
      invalidMessage: invalid ? INVALID_MESSAGE_KEY[l.invalidStatus as Exclude<InvalidStatus, '1'>][lang] : '',
      promotions: l.promotions.map((p) => ({ id: p.id, code: p.code, discount: p.discount, ...wire('title', p.title) })),
    };
  }

  function giftsOf(r: PricingResult): UsableGift[] {
    return r.giftOffers.map((o) => {
      const chosen = r.chosenGifts.find((c) => c.promotion.id === o.promotion.id && c.sku.spuId === o.spuId);
      const first = o.options[0]!.sku;
      return {
        promotionId: o.promotion.id,
        spuId: o.spuId,
        img: first.img,
        ...wire('title', first.title),
        ...wire('promDesc', o.promotion.description),
        skuList: o.options.map(({ sku, available }) => ({
          skuId: sku.skuId,
          skuCode: sku.skuCode,
          img: sku.img,
          price: sku.price,
          stockQty: available,
          goodsAttributesSelections: selectionsWire(sku.selections),
        })),
        giftLimit: o.promotion.giftLimit,
        giftQty: o.promotion.giftQty,
        selected: chosen !== undefined,
        selectedSkuId: chosen?.sku.skuId ?? null,
        num: chosen?.num ?? 0,
        totalGiftPrice: chosen ? chosen.sku.price * chosen.num : 0,
      };
    });
  }

  function orderOf(o: OrderRow, lines: OrderLineRow[]): Order {
    const unpaid = o.status === 'pending_payment';
    const paymentMethods: PaymentMethod[] = unpaid ? (o.takeWay === 'pickup' ? ['sandbox_card', 'at_shop'] : ['sandbox_card']) : [];
    return {
      orderNo: o.orderNo,
      status: o.status,
      takeWay: o.takeWay,
      pickupStore: o.pickupStoreCode ? { storeCode: o.pickupStoreCode, ...wire('name', o.pickupStoreName ?? { zh_HK: '', zh_CN: '', en: '' }) } : null,
      deliveryAddress: o.deliveryAddress
        ? {
            receiverName: o.deliveryAddress.receiverName ?? '',
            phoneAreaCode: o.deliveryAddress.phoneAreaCode ?? '',
            phone: o.deliveryAddress.phone ?? '',
            area: o.deliveryAddress.area ?? '',
            province: o.deliveryAddress.province ?? '',
            district: o.deliveryAddress.district ?? '',
            detail: o.deliveryAddress.detail ?? '',
          }
        : null,
      remark: o.remark,
      paymentMethod: o.paymentMethod,
      paymentMethods,
      expiresAt: o.expiresAt?.toISOString() ?? null,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      totalOriginalPrice: o.totalOriginalPrice,
      totalPrice: o.totalPrice,
      totalDiscountValue: o.totalDiscountValue,
      priceRounding: o.priceRounding,
      totalPayPrice: o.totalPayPrice,
      itemCount: lines.filter((l) => !l.isGift).reduce((a, l) => a + l.num, 0),
      lines: lines.map((l) => ({
        skuId: l.skuId,
        spuId: l.spuId,
        skuCode: l.skuCode,
        img: l.img,
        ...wire('title', l.title),
        goodsAttributesSelections: selectionsWire(l.selections),
        num: l.num,
        originalPrice: l.originalPrice,
        price: l.price,
        totalPrice: l.isGift ? 0 : l.price * l.num,
        totalDiscountValue: l.totalDiscountValue,
        totalPayPrice: l.totalPayPrice,
        isGift: l.isGift,
      })),
    };
  }

  async function detail(o: OrderRow): Promise<Order> {
    return orderOf(o, await repo.lines([o.id]));
  }

  /** Releases overdue unpaid orders; called by the sweeper and before order calls read state. */
  async function expireDue(at: Date = now()): Promise<number> {
    if (!(await repo.hasDue(at))) return 0;
    let total = 0;
    try {
      for (;;) {
        const n = await repo.expireDue(at);
        total += n;
        if (n < 200) return total;
      }
    } finally {
      if (total > 0) skusChanged();
    }
  }

  async function memberOrder(memberId: number, orderNo: string): Promise<OrderRow> {
    await expireDue();
    const o = await repo.orderByNo(memberId, orderNo);
    if (!o) return fail('ORDER_NOT_FOUND');
    return o;
  }

  return {
    /** Drops the kept shop rows (a shop was edited in the back office): the next call reads them again. */
    forgetShops() {
      for (const key of cache.keys()) if (key.startsWith('shop:') || key.startsWith('stores:')) cache.delete(key);
    },
    providers,
    expireDue,
    /**
     * Forget the preview snapshot: for whoever changes skus or stock in this process without going
     * through this service (a staff tool, a test writing to the database).
     */
    skusChanged,

    /** app/page/order/preview */
    async preview(input: PreviewInput, ctx: CallContext): Promise<CallResponse<typeof preview>> {
      const shop = await shopOf(input);
      const lang = input.language ? LANG_OF_TYPE[input.language]! : ctx.lang;
      const r = await price(shop, input.skuList, input.giftSkuList, input.needPromotion, now(), 'snapshot');
      return {
        skuList: r.lines.map((l) => itemOf(l, lang)),
        invalidSkuList: r.invalidLines.map((l) => itemOf(l, lang)),
        usableGiftSkuList: giftsOf(r),
        droppedGiftSkuIds: r.droppedGifts.map((g) => g.skuId),
        totalOriginalPrice: r.totalOriginalPrice,
        totalPrice: r.totalPrice,
        totalDiscountValue: r.totalDiscountValue,
        totalPayPrice: r.totalPayPrice,
        priceRounding: r.priceRounding,
      };
    },

    /** app/page/order/getCheckoutCart */
    async checkoutCart(input: { merchantCode?: string | undefined; storeCode?: string | undefined }, ctx: MemberContext) {
      const shop = await shopOf(input);
      return { items: await repo.cartLines(ctx.session.memberId, shop.storeCode) };
    },

    async pickupShops(input: { merchantCode?: string | undefined }) {
      const list = await physicalStores(input.merchantCode ?? config.merchantCode);
      return { list: list.map((s) => ({ storeCode: s.code, ...wire('name', s.name) })) };
    },

    /**
     * app/page/order/takeOrder: recompute, compare, then stock + order + lines + cart in one transaction.
     * Idempotent on (member, idempotencyKey).
     */
    async takeOrder(input: TakeOrderInput, ctx: MemberContext): Promise<CallResponse<typeof takeOrder>> {
      const memberId = ctx.session.memberId;
      const r = input.orderRequest;
      const hash = requestHash(r);
      const replay = async (): Promise<CallResponse<typeof takeOrder>> => {
        const existing = await repo.orderByKey(memberId, input.idempotencyKey);
        if (!existing) return fail('SERVER_BUSY');
        if (existing.requestHash !== hash) return fail('ORDER_IDEMPOTENCY_REUSED');
        return { order: await detail(existing), replayed: true };
      };
      if (await repo.orderByKey(memberId, input.idempotencyKey)) return replay();

      const shop = await shopOf(r);
      let pickupStoreCode: string | null = null;
      let deliveryAddress: Record<string, string> | null = null;
      if (r.takeWay === 'pickup') {
        const shops = await physicalStores(shop.merchantCode);
        if (!shops.some((s) => s.code === r.pickupStoreCode)) return fail('ORDER_SHOP_UNKNOWN');
        pickupStoreCode = r.pickupStoreCode!;
      } else {
        const address = await repo.memberAddress(memberId, r.addressId!);
        if (!address) return fail('ORDER_ADDRESS_UNKNOWN');
        deliveryAddress = address;
      }

      const at = now();
      const priced = await price(shop, r.skuList, r.giftSkuList, true, at);
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

      const pickupStoreName = pickupStoreCode ? ((await physicalStores(shop.merchantCode)).find((s) => s.code === pickupStoreCode)?.name ?? null) : null;
      for (let attempt = 0; ; attempt++) {
        try {
          const orderNo = newOrderNo(at);
          const expiresAt = new Date(at.getTime() + config.orderPaymentTimeoutMs);
          const id = await db.transaction(async (tx) => {
            const inserted = await repo.insertOrder(
              tx as unknown as Db,
              {
                orderNo,
                memberId,
                merchantCode: shop.merchantCode,
                storeCode: shop.storeCode,
                status: 'pending_payment',
                takeWay: r.takeWay,
                pickupStoreCode,
                deliveryAddress,
                remark: r.remark,
                languageType: r.languageType,
                idempotencyKey: input.idempotencyKey,
                requestHash: hash,
                totalOriginalPrice: priced.totalOriginalPrice,
                totalPrice: priced.totalPrice,
                totalDiscountValue: priced.totalDiscountValue,
                priceRounding: priced.priceRounding,
                totalPayPrice: priced.totalPayPrice,
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
          skusChanged();
          // Answered from what was just written, without reading it back.
          const row: OrderRow = {
            id,
            orderNo,
            memberId,
            storeCode: shop.storeCode,
            status: 'pending_payment',
            takeWay: r.takeWay,
            pickupStoreCode,
            pickupStoreName,
            deliveryAddress,
            remark: r.remark,
            requestHash: hash,
            totalOriginalPrice: priced.totalOriginalPrice,
            totalPrice: priced.totalPrice,
            totalDiscountValue: priced.totalDiscountValue,
            priceRounding: priced.priceRounding,
            totalPayPrice: priced.totalPayPrice,
            paymentMethod: null,
            expiresAt,
            paidAt: null,
            createdAt: at,
          };
          return { order: orderOf(row, lines.map((l) => ({ ...l, orderId: id }))), replayed: false };
        } catch (err) {
          if (err instanceof StockShortError) skusChanged();
          if (err instanceof Replayed) return replay();
          if (err instanceof StockShortError) return fail('OUT_OF_STOCK');
          // A clash of random order numbers: try again with another.
          const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
          const text = String((err as Error).message) + String((err as { cause?: Error }).cause?.message ?? '');
          if (code === '23505' && text.includes('order_no') && attempt < 3) continue;
          throw err;
        }
      }
    },

    async list(input: CallRequest<typeof getOrderList> & { pageNo: number; pageSize: number }, ctx: MemberContext) {
      await expireDue();
      const { total, list } = await repo.memberOrders(ctx.session.memberId, input.statusList, input.pageSize, (input.pageNo - 1) * input.pageSize);
      const lines = await repo.lines(list.map((o) => o.id));
      return { total, list: list.map((o) => orderOf(o, lines.filter((l) => l.orderId === o.id))) };
    },

    async detail(input: { orderNo: string }, ctx: MemberContext) {
      return { order: await detail(await memberOrder(ctx.session.memberId, input.orderNo)) };
    },

    /** app/page/order/payOrder: pay at the shop (reserve) or start a card payment with the provider. */
    async pay(input: CallRequest<typeof payOrder>, ctx: MemberContext): Promise<CallResponse<typeof payOrder>> {
      const o = await memberOrder(ctx.session.memberId, input.orderNo);
      const at = now();
      if (input.method === 'at_shop') {
        if (o.takeWay !== 'pickup') return fail('PAYMENT_METHOD_UNAVAILABLE');
        if (!canDo('payAtShop', o.status)) return fail('ORDER_STATUS_CONFLICT');
        const moved = await db.transaction(async (tx) => {
          const ok = await repo.transition(tx as unknown as Db, o.id, ['pending_payment'], 'reserved', {
            paymentMethod: 'at_shop',
            expiresAt: new Date(at.getTime() + config.orderPickupHoldMs),
          }, at);
          if (ok) await repo.insertPayment(tx as unknown as Db, { id: randomBytes(12).toString('hex'), orderId: o.id, provider: 'at_shop', amount: o.totalPayPrice, status: 'pending', now: at });
          return ok;
        });
        if (!moved) return fail('ORDER_STATUS_CONFLICT');
        return { order: await detail((await repo.orderById(o.id))!), redirectUrl: null };
      }
      if (!canDo('pay', o.status)) return fail('ORDER_STATUS_CONFLICT');
      const paymentId = randomBytes(12).toString('hex');
      await db.transaction(async (tx) => {
        await repo.insertPayment(tx as unknown as Db, { id: paymentId, orderId: o.id, provider: 'sandbox_card', amount: o.totalPayPrice, status: 'pending', now: at });
        await repo.transition(tx as unknown as Db, o.id, ['pending_payment'], 'pending_payment', { paymentMethod: 'sandbox_card' }, at);
      });
      const { redirectUrl } = providers.sandbox_card.start({ paymentId, orderNo: o.orderNo, amount: o.totalPayPrice });
      return { order: await detail((await repo.orderById(o.id))!), redirectUrl };
    },

    /**
     * A provider's verified callback: succeeded marks the order paid, cancelled leaves it waiting for
     * payment. A success for an order no longer waiting (expired meanwhile) is recorded as cancelled and
     * refused, so the provider refunds it.
     */
    async settlePayment(paymentId: string, outcome: 'succeeded' | 'cancelled', amount: number): Promise<{ orderNo: string; status: OrderStatus }> {
      const p = await repo.payment(paymentId);
      if (!p) return fail('PAYMENT_NOT_FOUND');
      if (p.amount !== amount) return fail('PAYMENT_SIGNATURE_INVALID');
      const at = now();
      if (p.status !== 'pending') return { orderNo: p.orderNo, status: p.orderStatus };
      if (outcome === 'cancelled') {
        await repo.closePayment(db, paymentId, 'cancelled', at);
        return { orderNo: p.orderNo, status: p.orderStatus };
      }
      const paid = await db.transaction(async (tx) => {
        const moved = await repo.transition(tx as unknown as Db, p.orderId, ['pending_payment'], 'paid', { expiresAt: null, paidAt: at, paymentMethod: 'sandbox_card' }, at);
        await repo.closePayment(tx as unknown as Db, paymentId, moved ? 'succeeded' : 'cancelled', at);
        return moved;
      });
      if (!paid) return fail('ORDER_STATUS_CONFLICT');
      return { orderNo: p.orderNo, status: 'paid' };
    },

    async paymentInfo(paymentId: string) {
      return repo.payment(paymentId);
    },

    /** app/page/order/cancelOrder: unpaid orders only; stock returns in the same statement. */
    async cancel(input: CallRequest<typeof cancelOrder>, ctx: MemberContext) {
      const o = await memberOrder(ctx.session.memberId, input.orderNo);
      if (!canDo('cancel', o.status)) return fail('ORDER_STATUS_CONFLICT');
      const cancelled = await repo.cancel(ctx.session.memberId, o.id, now());
      if (cancelled) skusChanged();
      if (!cancelled) return fail('ORDER_STATUS_CONFLICT');
      return { order: await detail((await repo.orderById(o.id))!) };
    },

    async confirmReceipt(input: CallRequest<typeof confirmReceipt>, ctx: MemberContext) {
      const o = await memberOrder(ctx.session.memberId, input.orderNo);
      if (!canDo('confirmReceipt', o.status)) return fail('ORDER_STATUS_CONFLICT');
      const at = now();
      if (!(await repo.transition(db, o.id, ['paid', 'ready_for_pickup', 'shipped'], 'completed', { closedAt: at }, at))) {
        return fail('ORDER_STATUS_CONFLICT');
      }
      return { order: await detail((await repo.orderById(o.id))!) };
    },

    /** Shop staff steps (no screen yet; used by tests and future staff tools). */
    async advance(orderNo: string, action: 'prepare' | 'ship') {
      const [row] = ((await db.execute(sql`select id from orders where order_no = ${orderNo}`)) as unknown as { rows: { id: number }[] }).rows;
      if (!row) return fail('ORDER_NOT_FOUND');
      const to = action === 'prepare' ? 'ready_for_pickup' : 'shipped';
      if (!(await repo.transition(db, row.id, ['paid'], to, {}, now()))) return fail('ORDER_STATUS_CONFLICT');
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;

