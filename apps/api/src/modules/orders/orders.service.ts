import type { CallContext, MemberContext, StaffContext } from '../../lib/context.ts';
import {
  DEFAULT_PRICED_KIND,
  paymentKindOf,
  skuAvailability,
  toWire,
  type CallRequest,
  type CallResponse,
  type getOrderList,
  type PaymentKind,
  type preview,
} from '@shop/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import type { ShopResolver } from '../shops/index.ts';
import { createOrderPayments } from './order-payments.ts';
import { createOrderStatusChanges } from './order-status-changes.ts';
import { giftsOf, itemOf, LANG_OF_TYPE, orderOf } from './order-wire.ts';
import { weightQuoteOf } from './order-weight-quote.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createPaymentProviders, onlineMethodsOf, type PaymentProviders } from './payment-providers.ts';
import { createPricingReads } from './pricing-reads.ts';
import { totalsOf } from './pricing.ts';
import { createTakeOrder } from './take-order.ts';
import { createTillExchange } from './till-exchange.ts';
import { createTillSale } from './till-sale.ts';
import type { OrderDesk } from './order-desk.service.ts';
import { staffShopCode } from '../staff/index.ts';
import { fail } from '../../lib/app-error.ts';

export { PREVIEW_SNAPSHOT_MS } from './pricing-reads.ts';

type PreviewInput = z.output<(typeof preview)['request']>;

/**
 * Order preview, take-order, payment and my orders, composed from the use cases beside this file:
 * `pricing-reads.ts` (reference caches, preview snapshot, the one `price`), `take-order.ts`,
 * `order-payments.ts`, `order-status-changes.ts` (expiry sweep, cancel, confirm receipt),
 * `order-wire.ts` (wire mapping); all SQL is in `orders.repository.ts`.
 */
export function createOrdersService(deps: { db: Db; config: Config; shops: ShopResolver; changes: ChangeBus; now?: () => Date; providers?: PaymentProviders }) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createOrdersRepository(db);
  const providers = deps.providers ?? createPaymentProviders(config);
  const reads = createPricingReads({ repo, shops: deps.shops, changes: deps.changes });
  const useCase = { db, config, repo, reads, now };
  const status = createOrderStatusChanges(useCase);
  const payments = createOrderPayments(useCase, status, providers);
  /** The counter serves the shop its staff account belongs to (role 6 too), never another. */
  const counterShop = async (ctx: StaffContext) => (await staffShopCode(db, ctx.session.staffId)) ?? fail('STAFF_WITHOUT_SHOP');

  return {
    providers,
    /** The card methods this start offers a member (decision 182). */
    onlineMethods: onlineMethodsOf(config),
    expireDue: status.expireDue,
    /**
     * Forget the preview snapshot: for whoever changes skus or stock in this process without going
     * through this service (a staff tool, a test writing to the database).
     */
    skusChanged: reads.skusChanged,
    /** Stops the kept sku rows' cache (its change-bus subscription). */
    close: reads.close,

    /** app/page/order/preview */
    async preview(input: PreviewInput, ctx: CallContext): Promise<CallResponse<typeof preview>> {
      const shop = await reads.shopOf(input);
      const lang = input.language ? LANG_OF_TYPE[input.language]! : ctx.lang;
      const at = now();
      const pricedPaymentKind = input.paymentMethod ? paymentKindOf(input.paymentMethod) : DEFAULT_PRICED_KIND;
      const r = await reads.price(shop, input.skuList, input.giftSkuList, input.needPromotion, at, 'snapshot', input.pickupStoreCode, pricedPaymentKind);
      const shopName = await reads.shopNames(shop.merchantCode, lang);
      // The offers paying another way would bring (decision 357): priced once per kind some running offer is for.
      const otherMethodOffers: CallResponse<typeof preview>['otherMethodOffers'] = [];
      for (const kind of new Set(r.leftOut.map((p) => p.paymentCondition as PaymentKind))) {
        const other = await reads.price(shop, input.skuList, input.giftSkuList, true, at, 'snapshot', input.pickupStoreCode, kind);
        for (const a of other.applied.filter((x) => x.paymentCondition === kind)) {
          otherMethodOffers.push({ id: a.id, code: a.code, paymentCondition: a.paymentCondition, discount: a.discount, ...toWire('title', a.title) });
        }
        // A gift offer is priced as a gift (no discount): it is offered, not applied, until a gift is chosen.
        for (const g of other.giftOffers.filter((o) => o.promotion.paymentCondition === kind && !otherMethodOffers.some((x) => x.id === o.promotion.id))) {
          otherMethodOffers.push({ id: g.promotion.id, code: g.promotion.code, paymentCondition: kind, discount: 0, ...toWire('title', g.promotion.title) });
        }
      }
      return {
        pricedPaymentKind,
        otherMethodOffers,
        stockStoreCode: r.sources.storeCode,
        skuList: r.lines.map((l) => itemOf(l, lang, r.sources, shopName)),
        invalidSkuList: r.invalidLines.map((l) => itemOf(l, lang, r.sources, shopName)),
        usableGiftSkuList: giftsOf(r),
        droppedGiftSkuIds: r.droppedGifts.map((g) => g.skuId),
        ...totalsOf(r),
        weightQuote: weightQuoteOf(r, at),
      };
    },

    /** app/page/order/getCheckoutCart */
    async checkoutCart(input: { merchantCode?: string | undefined; storeCode?: string | undefined }, ctx: MemberContext) {
      const shop = await reads.shopOf(input);
      const lines = await repo.cartLines(ctx.session.memberId, shop.storeCode);
      // The cart's own rule (decision 360): a line only shops can supply names them; delivery cannot take it.
      return {
        items: lines.map(({ skuId, spuId, num, onSale, online, shops }) => {
          const a = skuAvailability({ exists: true, onSale, online, shops }, num);
          return { skuId, spuId, num, ...(a.way === 'pickup' ? { pickupOnlyAt: a.shops } : {}) };
        }),
      };
    },

    async pickupShops(input: { merchantCode?: string | undefined }) {
      const list = await reads.physicalStores(input.merchantCode ?? config.merchantCode);
      return { list: list.map((s) => ({ storeCode: s.code, ...toWire('name', s.name) })) };
    },

    takeOrder: createTakeOrder(useCase, status),
    /** The counter as a till (issue 43): lookup, member, quote, sale, receipt. */
    till: {
      ...createTillSale({ ...useCase, shopOf: counterShop }),
      shopOf: counterShop,
      /** The one-step exchange (decision 515), with the desk whose refund is its return side. */
      exchangeWith: (desk: OrderDesk) => createTillExchange({ ...useCase, desk, shopOf: counterShop }),
    },

    async list(input: CallRequest<typeof getOrderList> & { pageNo: number; pageSize: number }, ctx: MemberContext) {
      await status.expireDue();
      const { total, list } = await repo.memberOrders(ctx.session.memberId, input.statusList, input.pageSize, (input.pageNo - 1) * input.pageSize);
      const lines = await repo.lines(list.map((o) => o.id));
      return {
        total,
        list: list.map((o) =>
          orderOf(
            o,
            lines.filter((l) => l.orderId === o.id),
            onlineMethodsOf(config),
          ),
        ),
      };
    },

    async detail(input: { orderNo: string }, ctx: MemberContext) {
      return status.memberDetail(ctx.session.memberId, input.orderNo);
    },

    /** The sweeper's second task: shipped orders not confirmed within ORDER_AUTO_COMPLETE_DAYS (decision 190). */
    autoCompleteDue: (at?: Date) => status.autoCompleteDue(config.orderAutoCompleteDays, at),

    pay: payments.pay,
    settlePayment: payments.settlePayment,
    /** What Stripe's verified events do to payments and orders, inside the webhook's transaction (decision 291). */
    stripeSettlement: payments.settlement,
    stripeSessions: payments.sessions,
    paymentInfo: payments.paymentInfo,
    cancel: status.cancel,
    confirmReceipt: status.confirmReceipt,
    advance: status.advance,
    /** The id of an order by its number (other modules keep their rows by id: the messages outbox). */
    orderIdByNo: (orderNo: string) => repo.orderIdByNo(orderNo),
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
