import { toWire, wireText, type CounterPaymentMethod, type CounterReceipt, type I18nText, type Lang } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { enqueueMessage } from '../messages/index.ts';
import { messageRecipient } from '../members/index.ts';
import { shopNameByCode } from '../shops/index.ts';
import { staffUsernames } from '../staff/index.ts';

/**
 * The receipt mail of a hand-over (decision 458), written in the hand-over's own transaction: the mail and
 * the hand-over commit together or not at all (a crash between two transactions lost the mail). To the
 * member in their language through the one outbox; its dedupe key keeps a retry from mailing twice.
 * Answers whether an address took it.
 */
export async function mailReceipt(
  tx: Db,
  r: {
    kind: 'order' | 'redemption';
    number: string;
    lines: Array<{ title: I18nText; num: number }>;
    memberId: number;
    orderId?: number;
    redemptionId?: number;
    language?: Lang | undefined;
    shopName: I18nText;
    at: Date;
    amountTaken: number;
    method: CounterPaymentMethod | null;
    total: number;
    pointsSpent: number;
  },
): Promise<boolean> {
  const wire = r.lines.map((x) => ({ ...toWire('title', x.title), num: x.num }));
  const items = Object.fromEntries(
    (['zh_HK', 'zh_CN', 'en'] as const).map((l) => [l, wire.map((x) => `${wireText(x, 'title', l)} × ${x.num}`).join('\n')]),
  ) as I18nText;
  const queued = await enqueueMessage(tx, {
    event: 'counter_receipt',
    to: await messageRecipient(tx, r.memberId),
    key: `receipt:${r.kind}:${r.number}`,
    only: 'email',
    params: {
      kind: r.kind,
      number: r.number,
      items,
      at: r.at.toISOString(),
      shopName: r.shopName,
      amountTaken: r.amountTaken,
      method: r.method,
      total: r.total,
      pointsSpent: r.pointsSpent,
    },
    ...(r.orderId !== undefined ? { orderId: r.orderId } : {}),
    ...(r.language ? { language: r.language } : {}),
    ...(r.redemptionId !== undefined ? { redemptionId: r.redemptionId } : {}),
  });
  return queued > 0;
}

export const shopNameOf = async (tx: Db, shop: string): Promise<I18nText> => (await shopNameByCode(tx, shop)) ?? { zh_HK: shop, zh_CN: shop, en: shop };

/** The receipt the counter shows after a hand-over (decision 458), with what its mail's transaction answered. */
export async function receiptOf(
  db: Db,
  r: { shop: string; shopName: I18nText; staffId: number; at: Date; amountTaken: number; total: number; pointsSpent: number; emailed: boolean },
  payment: { method: CounterPaymentMethod; reference: string } | undefined,
): Promise<CounterReceipt> {
  const staffUsername = (await staffUsernames(db, [r.staffId])).get(r.staffId) ?? '';
  return {
    at: r.at.toISOString(),
    shopCode: r.shop,
    ...toWire('shopName', r.shopName),
    staffUsername,
    amountTaken: r.amountTaken,
    method: payment && r.amountTaken > 0 ? payment.method : null,
    reference: payment && r.amountTaken > 0 ? payment.reference : '',
    total: r.total,
    pointsSpent: r.pointsSpent,
    emailed: r.emailed,
  };
}
