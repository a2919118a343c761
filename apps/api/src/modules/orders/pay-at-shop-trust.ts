import { sql } from 'drizzle-orm';
import type { Lang } from '@shop/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { fail } from '../../lib/app-error.ts';

/*
 * Holds proportionate to trust (issue 38, decision 400). A free account whose phone nobody has proven
 * could hold a product's whole stock for seven days by choosing "pay at the shop". Such a member's
 * pay-at-shop hold is hours (PAY_AT_SHOP_HOLD_UNVERIFIED_HOURS) and they hold at most a few units of one
 * piece unpaid (PAY_AT_SHOP_UNVERIFIED_SKU_MAX); a member whose phone an SMS code proved (decision 380)
 * keeps the seven days and only the open-order caps of decision 186.
 */

/** Whether an SMS code proved the member's phone (`members.phone_verified_at`). */
export async function phoneProven(db: Db, memberId: number): Promise<boolean> {
  const [m] = await rows<{ proven: boolean }>(db, sql`select phone_verified_at is not null as proven from members where id = ${memberId}`);
  return m?.proven ?? false;
}

/** How long a pay-at-shop order of this member holds its goods. */
export function payAtShopHoldMs(config: Pick<Config, 'orderPickupHoldMs' | 'payAtShopHoldUnverifiedMs'>, proven: boolean): number {
  return proven ? config.orderPickupHoldMs : Math.min(config.payAtShopHoldUnverifiedMs, config.orderPickupHoldMs);
}

/**
 * Refuses (40590, naming the piece and the limit) when an unproven member would hold more than the limit
 * of one sku unpaid: the units of `lines` plus those of the member's other open unpaid orders (waiting
 * for payment, reserved, or prepared and not yet paid). `exceptOrderId` is the order being paid at the
 * shop, whose lines are `lines` already. Checked before the write, like the open-order caps: parallel
 * requests of one member may overshoot by the requests in flight.
 */
export async function checkUnverifiedSkuHolds(
  db: Db,
  config: Pick<Config, 'payAtShopSkuMaxUnverified'>,
  memberId: number,
  lines: readonly { skuId: number; num: number }[],
  lang: Lang,
  exceptOrderId?: number,
): Promise<void> {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.skuId, (wanted.get(l.skuId) ?? 0) + l.num);
  if (wanted.size === 0) return;
  const ids = [...wanted.keys()];
  const held = await rows<{ skuId: number; units: number }>(
    db,
    sql`select l.sku_id as "skuId", sum(l.num)::int as units
        from orders o join order_lines l on l.order_id = o.id
        where o.member_id = ${memberId} and o.id <> ${exceptOrderId ?? 0}
          and (o.status in ('pending_payment', 'reserved') or (o.status = 'ready_for_pickup' and o.paid_at is null))
          and l.sku_id = any(array[${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )}]::int[])
        group by l.sku_id`,
  );
  const heldOf = new Map(held.map((h) => [h.skuId, h.units]));
  const over = ids.find((id) => (heldOf.get(id) ?? 0) + wanted.get(id)! > config.payAtShopSkuMaxUnverified);
  if (over === undefined) return;
  const [piece] = await rows<{ code: string; title: string | null }>(
    db,
    sql`select s.sku_code as code, coalesce(p.title->>${lang}, p.title->>'en') as title from skus s join spus p on p.id = s.spu_id where s.id = ${over}`,
  );
  const name = piece ? (piece.title ? `${piece.title} (${piece.code})` : piece.code) : String(over);
  fail('ORDER_SKU_HOLD_LIMIT', { piece: name, limit: config.payAtShopSkuMaxUnverified });
}

/** The units of each sku of one order (gifts included: they leave the shop's stock too). */
export async function orderSkuUnits(db: Db, orderId: number): Promise<{ skuId: number; num: number }[]> {
  return rows<{ skuId: number; num: number }>(db, sql`select sku_id as "skuId", num from order_lines where order_id = ${orderId}`);
}
