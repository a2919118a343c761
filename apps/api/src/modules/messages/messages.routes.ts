import { boOrderMessages, boResendOrderMessage } from '@shop/contract';
import { fail } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { MessagesService } from './messages.service.ts';
import type { Db } from '../../db/client.ts';
import type { StaffContext } from '../../lib/context.ts';
import { numberLabel, writeAudit } from '../audit/index.ts';

/** The back office's view of an order's messages and its resend (role 6; the contract holds the access rule). */
export function registerMessagesRoutes({
  router,
  services,
}: ModuleDeps<{ messages: MessagesService; orderIdByNo: (orderNo: string) => Promise<number | undefined> }>) {
  const orderId = async (orderNo: string) => (await services.orderIdByNo(orderNo)) ?? fail('ORDER_NOT_FOUND');
  router.call(boOrderMessages, async (input) => ({ list: await services.messages.forOrder(await orderId(input.orderNo)) }));
  router.call(boResendOrderMessage, async (input, ctx) => {
    const id = await orderId(input.orderNo);
    const staffId = (ctx as StaffContext).session.staffId;
    const audited = (tx: Db, m: { status: string; channel: string }) =>
      writeAudit(tx, {
        staffId,
        action: 'resend',
        entity: 'orders',
        entityId: input.orderNo,
        label: numberLabel(input.orderNo),
        changedFields: ['message'],
        changes: { message: { before: `#${input.messageId} ${m.channel} ${m.status}`, after: `#${input.messageId} ${m.channel} pending` } },
      });
    if (!(await services.messages.resend(id, input.messageId, audited))) fail('MESSAGE_NOT_RESENDABLE');
    return { list: await services.messages.forOrder(id) };
  });
}
