import { cancelOrder, confirmReceipt, getCheckoutCart, getOrderDetail, getOrderList, getPickupShops, payOrder, preview, takeOrder } from '@shop/contract';
import { businessMetrics } from '../../lib/metrics.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { OrdersService } from './orders.service.ts';
import { registerSandboxPayRoutes } from './sandbox-pay.routes.ts';
import { registerOrderSearchRoutes } from './order-search.routes.ts';

export function registerOrdersRoutes(deps: ModuleDeps<{ orders: OrdersService }>) {
  const { router, services } = deps;
  const orders = services.orders;
  router.call(preview, (input, ctx) => orders.preview(input, ctx));
  router.call(takeOrder, async (input, ctx) => {
    const answer = await orders.takeOrder(input, ctx);
    if (!answer.replayed) businessMetrics.ordersPlaced.inc();
    return answer;
  });
  router.call(getCheckoutCart, (input, ctx) => orders.checkoutCart(input, ctx));
  router.call(getPickupShops, (input) => orders.pickupShops(input));
  router.call(getOrderList, (input, ctx) => orders.list(input, ctx));
  router.call(getOrderDetail, (input, ctx) => orders.detail(input, ctx));
  router.call(payOrder, (input, ctx) => orders.pay(input, ctx));
  router.call(cancelOrder, (input, ctx) => orders.cancel(input, ctx));
  router.call(confirmReceipt, (input, ctx) => orders.confirmReceipt(input, ctx));
  registerSandboxPayRoutes(deps);
  registerOrderSearchRoutes(deps);
  // The expiry sweep runs on the app's scheduler (lib/scheduler.ts, registry.ts).
}
