import {
  boCancelOrder,
  boCounterFind,
  boCounterQueue,
  boCounterHandOver,
  boEndPromotion,
  boGetOrder,
  boGetPromotion,
  boListOrders,
  boListPromotions,
  boOrderRefunds,
  boPrepareOrder,
  boPromotionRivals,
  boRefundOrder,
  boRefundOrderLines,
  boSavePromotion,
  boShipOrder,
  boTillLookup,
  boTillMember,
  boTillQuote,
  boTillReceipt,
  boTillReturn,
  boTillExchange,
  boTillSale,
} from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { OrdersService } from './orders.service.ts';
import type { PaymentsService } from '../payments/index.ts';
import { createCounter } from './counter.service.ts';
import { createOrderDesk } from './order-desk.service.ts';
import { createPromotionsService } from './promotions.service.ts';
import { createTillReturn } from './till-return.ts';

/**
 * The staff side of orders, beside the member's (`orders.routes.ts`): the order desk, the counter,
 * refunds and promotions (roles 2 and 6 as each call's access says; the router has checked it and
 * handed a staff context).
 */
export function registerOrdersAdminRoutes({ router, db, config, services }: ModuleDeps<{ orders: OrdersService; payments: PaymentsService }>) {
  const desk = createOrderDesk({ db, orders: services.orders, payments: services.payments });
  router.call(boListOrders, (q) => desk.list(q));
  router.call(boGetOrder, ({ orderNo }, ctx) => desk.detail(orderNo, ctx));
  router.call(boPrepareOrder, ({ orderNo }, ctx) => desk.prepare(orderNo, ctx));
  router.call(boShipOrder, ({ orderNo, trackingNo }, ctx) => desk.ship(orderNo, trackingNo, ctx));
  router.call(boCancelOrder, ({ orderNo, reason }, ctx) => desk.cancel(orderNo, reason, ctx));
  router.call(boRefundOrder, ({ orderNo, reason, goodsReturned, returnStoreCode }, ctx) => desk.refund(orderNo, reason, ctx, goodsReturned, returnStoreCode));
  router.call(boOrderRefunds, ({ orderNo }) => desk.refunds(orderNo));
  router.call(boRefundOrderLines, (input, ctx) => desk.refundLines(input, ctx));

  const counter = createCounter({ db, orders: services.orders });
  router.call(boCounterQueue, (_input, ctx) => counter.queue(ctx));
  router.call(boCounterFind, (input, ctx) => counter.find(input, ctx));
  router.call(boCounterHandOver, (input, ctx) => counter.handOver(input, ctx));

  // The counter as a till (issue 43): walk-in sales, their receipts and returns, at the account's own shop.
  const till = services.orders.till;
  router.call(boTillLookup, ({ query }, ctx) => till.lookup(query, ctx));
  router.call(boTillMember, ({ memberQr }) => till.member(memberQr));
  router.call(boTillQuote, (input, ctx) => till.quote(input, ctx));
  router.call(boTillSale, (input, ctx) => till.sale(input, ctx));
  router.call(boTillReceipt, ({ orderNo }, ctx) => till.receipt(orderNo, ctx));
  const takeBack = createTillReturn({ db, desk, shopOf: till.shopOf, now: () => new Date() });
  router.call(boTillReturn, (input, ctx) => takeBack(input, ctx));
  const exchange = till.exchangeWith(desk);
  router.call(boTillExchange, (input, ctx) => exchange(input, ctx));

  const promotions = createPromotionsService({ db, changes: services.changes, merchantCode: config.merchantCode });
  router.call(boListPromotions, (q) => promotions.list(q));
  router.call(boGetPromotion, ({ id }) => promotions.get(id));
  router.call(boSavePromotion, (input, ctx) => promotions.save(input, ctx.session.staffId));
  router.call(boPromotionRivals, (input) => promotions.rivals(input));
  router.call(boEndPromotion, ({ id }, ctx) => promotions.end(id, ctx.session.staffId));
}
