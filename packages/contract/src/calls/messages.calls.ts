import { z } from 'zod';
import { defineCall } from '../call.ts';
import { LANGS } from '../locale.ts';
import { ROLE, staffOnly } from '../roles.ts';

/**
 * The messages of an order in the back office (decision 200): what the member was told, by which
 * channel, and how it went; role 6 can send one again. The text itself is not shown (it may hold a code).
 */
/** capped: past an hourly cap (decision 381); unproven: to a contact the member has not confirmed (decision 412). Neither sent; the merchant may resend them. */
export const MESSAGE_STATUSES = ['pending', 'retry', 'sent', 'failed', 'capped', 'unproven'] as const;

export const orderMessageSchema = z.object({
  id: z.int(),
  event: z.string(),
  channel: z.enum(['email', 'sms']),
  /** E-mail address, or the phone with all but its last four digits hidden. */
  toAddress: z.string(),
  language: z.enum(LANGS),
  /** retry: a try failed and another is due at nextAttemptAt; failed: no more tries (resend). */
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

const orderNo = z.string().trim().min(1).max(40);

export const boOrderMessages = defineCall('app/backOffice/orders/messages', staffOnly(ROLE.MERCHANT_ADMIN), {
  request: z.object({ orderNo }),
  response: z.object({ list: z.array(orderMessageSchema) }),
  summary: 'The messages an order caused (placed, paid, ready, shipped, completed, refunded, cancelled, expired), each with its status.',
});

export const boResendOrderMessage = defineCall('app/backOffice/orders/resendMessage', staffOnly(ROLE.MERCHANT_ADMIN), {
  request: z.object({ orderNo, messageId: z.int().positive() }),
  response: z.object({ list: z.array(orderMessageSchema) }),
  summary: "Sends a sent, failed, capped or unproven message of the order again on the worker's next round (85001 while it is being sent).",
});
