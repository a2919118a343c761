import { sql, type SQL } from 'drizzle-orm';
import type { BoOrderRow, OrderHistoryAction, OrderStatus } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { restock as restockUnits, type UnitsBack } from '../catalogue/index.ts';
import { unitsOfOrders } from './orders.repository.ts';

/** What the order desk reads and writes beyond the orders module's repository (decision 133). */

/** A Hong Kong calendar date as the instant its day starts (Hong Kong has no daylight saving). */
const hkDayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+08:00`);

export interface OrderExtras {
  memberNo: string;
  /** The member's name parts and phone, for the staff view's name and masked phone (issue 40). */
  member: { firstName: string; lastName: string; nickname: string; phoneArea: string; phone: string };
  trackingNo: string | null;
  refundedAt: Date | null;
  closedAt: Date | null;
}

export const orderDeskRepo = {
  async list(
    db: Db,
    q: {
      status?: OrderStatus | undefined;
      pickupStoreCode?: string | undefined;
      dateFrom?: string | undefined;
      dateTo?: string | undefined;
      search: string;
      limit: number;
      offset: number;
    },
  ): Promise<{ total: number; list: BoOrderRow[] }> {
    const where: SQL[] = [sql`true`];
    if (q.status) where.push(sql`o.status = ${q.status}`);
    if (q.pickupStoreCode) where.push(sql`o.pickup_store_code = ${q.pickupStoreCode}`);
    if (q.dateFrom) where.push(sql`o.created_at >= ${hkDayStart(q.dateFrom)}`);
    if (q.dateTo) where.push(sql`o.created_at < ${new Date(hkDayStart(q.dateTo).getTime() + 86_400_000)}`);
    if (q.search) where.push(sql`(o.order_no = ${q.search} or m.member_no = ${q.search})`);
    const cond = sql.join(where, sql` and `);
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from orders o left join members m on m.id = o.member_id where ${cond}`);
    const list = await rows<Omit<BoOrderRow, 'createdAt'> & { createdAt: Date | string }>(
      db,
      sql`select o.order_no as "orderNo", o.status, o.take_way as "takeWay", o.pickup_store_code as "pickupStoreCode",
            coalesce(m.member_no, '') as "memberNo", o.total_pay_price as "totalPayPrice",
            (select coalesce(sum(l.num), 0)::int from order_lines l where l.order_id = o.id) as "itemCount", o.created_at as "createdAt"
          from orders o left join members m on m.id = o.member_id
          where ${cond} order by o.id desc limit ${q.limit} offset ${q.offset}`,
    );
    return { total: count?.n ?? 0, list: list.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })) };
  },

  async extras(db: Db, orderId: number): Promise<OrderExtras> {
    const [r] = await rows<
      { memberNo: string; trackingNo: string | null; refundedAt: Date | string | null; closedAt: Date | string | null } & OrderExtras['member']
    >(
      db,
      // A walk-in sale at the counter has no member (issue 43): its member fields read empty.
      sql`select coalesce(m.member_no, '') as "memberNo", o.tracking_no as "trackingNo", o.refunded_at as "refundedAt", o.closed_at as "closedAt",
            coalesce(m.first_name, '') as "firstName", coalesce(m.last_name, '') as "lastName", coalesce(m.nickname, '') as nickname,
            coalesce(m.phone_area, '') as "phoneArea", coalesce(m.phone, '') as phone
          from orders o left join members m on m.id = o.member_id where o.id = ${orderId}`,
    );
    const d = (v: Date | string | null) => (v === null ? null : new Date(v));
    const { firstName, lastName, nickname, phoneArea, phone } = r!;
    return {
      memberNo: r!.memberNo,
      member: { firstName, lastName, nickname, phoneArea, phone },
      trackingNo: r!.trackingNo,
      refundedAt: d(r!.refundedAt),
      closedAt: d(r!.closedAt),
    };
  },

  async payments(db: Db, orderId: number) {
    const list = await rows<{
      id: string;
      provider: string;
      amount: number;
      status: string;
      method: string | null;
      reference: string;
      createdAt: Date | string;
      completedAt: Date | string | null;
      providerMethod: string | null;
      flag: string | null;
    }>(
      db,
      sql`select id, provider, amount, status, method, reference, created_at as "createdAt", completed_at as "completedAt",
            provider_method as "providerMethod", flag
          from payments where order_id = ${orderId} order by created_at, id`,
    );
    return list.map((p) => ({
      ...p,
      createdAt: new Date(p.createdAt).toISOString(),
      completedAt: p.completedAt === null ? null : new Date(p.completedAt).toISOString(),
    }));
  },

  async history(db: Db, orderId: number) {
    const list = await rows<{
      at: Date | string;
      action: string;
      fromStatus: OrderStatus | null;
      toStatus: OrderStatus;
      staffUsername: string | null;
      note: string;
    }>(
      db,
      sql`select h.at, h.action, h.from_status as "fromStatus", h.to_status as "toStatus", s.username as "staffUsername", h.note
          from order_history h left join staff_users s on s.id = h.staff_id where h.order_id = ${orderId} order by h.id`,
    );
    return list.map((h) => ({ ...h, at: new Date(h.at).toISOString() }));
  },

  /**
   * The one status step: moves the order from exactly the status it was read in (so of two racing steps
   * only one matches), with the extra columns of the step. Answers whether it moved.
   */
  async step(
    tx: Db,
    orderId: number,
    from: OrderStatus,
    to: OrderStatus,
    at: Date,
    patch: { trackingNo?: string; closedAt?: boolean; refundedAt?: boolean; expiresAtNull?: boolean; shippedAt?: boolean; paidAt?: boolean },
  ): Promise<boolean> {
    const sets = [sql`status = ${to}`, sql`updated_at = ${at}`];
    if (patch.trackingNo !== undefined) sets.push(sql`tracking_no = ${patch.trackingNo}`);
    if (patch.shippedAt) sets.push(sql`shipped_at = ${at}`);
    if (patch.paidAt) sets.push(sql`paid_at = coalesce(paid_at, ${at})`);
    if (patch.closedAt) sets.push(sql`closed_at = ${at}`);
    if (patch.refundedAt) sets.push(sql`refunded_at = ${at}`);
    if (patch.expiresAtNull) sets.push(sql`expires_at = null`);
    const done = await rows<{ id: number }>(tx, sql`update orders set ${sql.join(sets, sql`, `)} where id = ${orderId} and status = ${from} returning id`);
    return done.length > 0;
  },

  /** Returns the order's units to the shop whose stock it took and takes them off the products' sales; answers the skus restocked. */
  async restock(tx: Db, orderId: number): Promise<number[]> {
    const [r] = await rows<{ units: UnitsBack[] }>(tx, sql`select ${unitsOfOrders(sql`(select ${orderId}::int as id)`)} as units`);
    return restockUnits(tx, r?.units ?? []);
  },

  /**
   * Hands over every unit still due of the order's lines (ordered, less refunded, less handed over: the
   * contract's `unitsDue`), by the counter or by shipping (decision 350). Answers the units handed over.
   */
  async handOverDue(tx: Db, orderId: number): Promise<number> {
    const [r] = await rows<{ n: number }>(
      tx,
      sql`with due as (
            select id, num - refunded_num - handed_over_num as n from order_lines
            where order_id = ${orderId} and handed_over_num + refunded_num < num for update),
          upd as (update order_lines l set handed_over_num = l.num - l.refunded_num from due where l.id = due.id returning l.id)
          select coalesce(sum(due.n), 0)::int as n from due where exists (select 1 from upd)`,
    );
    return r?.n ?? 0;
  },

  async closePayments(tx: Db, orderId: number, from: 'pending' | 'succeeded', to: 'cancelled' | 'refunded', at: Date): Promise<void> {
    await tx.execute(sql`update payments set status = ${to}, completed_at = ${at} where order_id = ${orderId} and status = ${from}`);
  },

  async addHistory(
    tx: Db,
    h: { orderId: number; action: OrderHistoryAction; fromStatus: OrderStatus | null; toStatus: OrderStatus; staffId: number; note: string; at: Date },
  ) {
    await tx.execute(
      sql`insert into order_history (order_id, action, from_status, to_status, staff_id, note, at)
          values (${h.orderId}, ${h.action}, ${h.fromStatus}, ${h.toStatus}, ${h.staffId}, ${h.note}, ${h.at})`,
    );
  },
};
