import { boOrderMessages, boResendOrderMessage } from '@shop/contract';
import { fail } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../services.ts';

/** The back office's view of an order's messages and its resend (role 6; the contract holds the access rule). */
export function registerMessagesRoutes({ router, services }: ModuleDeps) {
  const orderId = async (orderNo: string) => (await services.orders.orderIdByNo(orderNo)) ?? fail('ORDER_NOT_FOUND');
  router.call(boOrderMessages, async (input) => ({ list: await services.messages.forOrder(await orderId(input.orderNo)) }));
  router.call(boResendOrderMessage, async (input) => {
    const id = await orderId(input.orderNo);
    if (!(await services.messages.resend(id, input.messageId))) fail('MESSAGE_NOT_RESENDABLE');
    return { list: await services.messages.forOrder(id) };
  });
}
