import { sql } from 'drizzle-orm';
import { orderPointsFor } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { changePointsIn, lockMemberForPoints, pointsBalance, pointsOfSource } from '../points/index.ts';

/**
 * Points for orders (decision 170): an order earns `orderPointsFor(paid − refunded)` when it is completed,
 * through the points ledger (reason `purchase`, source the order number, key `order:<orderNo>`), in the
 * transaction that completes it. Refunds bring the order's ledger net down to what is left
 * (`settleOrderPoints`), never below a zero balance (decision 133).
 */
const earnKey = (orderNo: string) => `order:${orderNo}`;

async function paidLeft(tx: Db, orderId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(
    tx,
    sql`select (o.total_pay_price - coalesce((select sum(l.refunded_amount) from order_lines l where l.order_id = o.id), 0))::int as n
        from orders o where o.id = ${orderId}`,
  );
  return Math.max(0, r?.n ?? 0);
}

/** Writes the points a just-completed order earns (once: the key makes a second call a no-op). */
export async function earnOrderPoints(tx: Db, o: { id: number; orderNo: string; memberId: number }): Promise<number> {
  const points = orderPointsFor(await paidLeft(tx, o.id));
  if (points <= 0) return 0;
  const r = await changePointsIn(tx, {
    memberId: o.memberId,
    delta: points,
    reason: 'purchase',
    source: o.orderNo,
    remark: 'order',
    idempotencyKey: earnKey(o.orderNo),
  });
  return r.replayed ? 0 : points;
}

/** The points the order earned (0 before it is completed) and the net its ledger rows hold now. */
export async function orderPoints(tx: Db, memberId: number, orderNo: string): Promise<{ earned: number; net: number }> {
  const { ofKey, net } = await pointsOfSource(tx, memberId, orderNo, earnKey(orderNo));
  return { earned: ofKey, net };
}

/**
 * After a refund: moves the order's ledger net to what it should hold now — 0 for a refunded order, else
 * the points of what is left paid when the order had earned. Points already spent are taken back only
 * down to a zero balance. Answers the points taken back (>= 0; negative when points came back).
 */
export async function settleOrderPoints(
  tx: Db,
  o: { id: number; orderNo: string; memberId: number },
  opts: { fullyRefunded: boolean; staffId: number; key: string },
): Promise<number> {
  if (!(await lockMemberForPoints(tx, o.memberId))) return 0;
  const { earned, net } = await orderPoints(tx, o.memberId, o.orderNo);
  const target = opts.fullyRefunded || earned <= 0 ? 0 : Math.min(earned, orderPointsFor(await paidLeft(tx, o.id)));
  let delta = target - net;
  if (delta < 0) delta = -Math.min(-delta, await pointsBalance(tx, o.memberId));
  if (delta === 0) return 0;
  await changePointsIn(tx, {
    memberId: o.memberId,
    delta,
    reason: 'adjustment',
    source: o.orderNo,
    staffId: opts.staffId,
    remark: 'refund',
    idempotencyKey: opts.key,
  });
  return -delta;
}
