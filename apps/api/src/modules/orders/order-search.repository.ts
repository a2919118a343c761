import { sql, type SQL } from 'drizzle-orm';
import { personName, type OrderStatus } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows, likeEscape } from '../../db/sql.ts';
import { memberSearchCondition } from '../members/index.ts';

/**
 * Order search of the back office (issue 28, decision 222). One box finds an order by its number, the
 * member (phone, e-mail, member number, name: as the customers search reads it), a SKU code or words of a
 * product title; the other filters narrow it. `o` is orders, `m` members — left joined: a walk-in sale at
 * the counter has no member (issue 43) and is found by its number, SKU, shop and dates, its member fields empty.
 */
export interface OrderSearch {
  search: string;
  status?: OrderStatus | undefined;
  storeCode?: string | undefined;
  takeWay?: 'pickup' | 'delivery' | 'counter' | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  dateField: 'created' | 'paid';
}

const hkDayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+08:00`);

function where(q: OrderSearch): SQL {
  const w: SQL[] = [sql`true`];
  const s = q.search.trim();
  if (s) {
    const byMember = memberSearchCondition(s);
    const byProduct = sql`exists (select 1 from order_lines l where l.order_id = o.id and (l.sku_code = ${s} or l.sku_code = ${s.toUpperCase()}
      or (l.title->>'zh_HK') ilike ${'%' + likeEscape(s) + '%'} or (l.title->>'zh_CN') ilike ${'%' + likeEscape(s) + '%'} or (l.title->>'en') ilike ${'%' + likeEscape(s) + '%'}))`;
    w.push(sql`(o.order_no = ${s} or o.order_no = ${s.toUpperCase()} ${byMember ? sql`or ${byMember}` : sql``} or ${byProduct})`);
  }
  if (q.status) w.push(sql`o.status = ${q.status}`);
  if (q.takeWay) w.push(sql`o.take_way = ${q.takeWay}`);
  // The pick-up shop, the shop that sold a delivery order, or the counter that rang a sale up (issue 43).
  if (q.storeCode) w.push(sql`(o.pickup_store_code = ${q.storeCode} or (o.take_way in ('delivery', 'counter') and o.store_code = ${q.storeCode}))`);
  const col = q.dateField === 'paid' ? sql`o.paid_at` : sql`o.created_at`;
  if (q.dateFrom) w.push(sql`${col} >= ${hkDayStart(q.dateFrom)}`);
  if (q.dateTo) w.push(sql`${col} < ${new Date(hkDayStart(q.dateTo).getTime() + 86_400_000)}`);
  return sql.join(w, sql` and `);
}

export interface OrderSearchRow {
  orderNo: string;
  status: OrderStatus;
  takeWay: 'pickup' | 'delivery' | 'counter';
  pickupStoreCode: string | null;
  memberNo: string;
  memberName: string;
  phoneArea: string;
  phone: string;
  email: string | null;
  totalPayPrice: number;
  itemCount: number;
  createdAt: string;
  paidAt: string | null;
}

export const orderSearchRepo = {
  async list(db: Db, q: OrderSearch & { limit: number; offset: number; withCount: boolean }): Promise<{ total: number; list: OrderSearchRow[] }> {
    const cond = where(q);
    const [list, count] = await Promise.all([
      rows<Record<string, unknown>>(
        db,
        sql`select o.order_no as "orderNo", o.status, o.take_way as "takeWay", o.pickup_store_code as "pickupStoreCode", coalesce(m.member_no, '') as "memberNo",
              coalesce(m.first_name, '') as "firstName", coalesce(m.last_name, '') as "lastName", coalesce(m.nickname, '') as nickname,
              coalesce(m.phone_area, '') as "phoneArea", coalesce(m.phone, '') as phone, m.email,
              o.total_pay_price as "totalPayPrice", (select coalesce(sum(l.num), 0)::int from order_lines l where l.order_id = o.id) as "itemCount",
              o.created_at as "createdAt", o.paid_at as "paidAt"
            from orders o left join members m on m.id = o.member_id where ${cond} order by o.id desc limit ${q.limit} offset ${q.offset}`,
      ),
      q.withCount
        ? rows<{ n: number }>(db, sql`select count(*)::int as n from orders o left join members m on m.id = o.member_id where ${cond}`)
        : Promise.resolve([{ n: 0 }]),
    ]);
    return {
      total: count[0]?.n ?? 0,
      list: list.map((r) => ({
        orderNo: r.orderNo as string,
        status: r.status as OrderStatus,
        takeWay: r.takeWay as 'pickup' | 'delivery' | 'counter',
        pickupStoreCode: r.pickupStoreCode as string | null,
        memberNo: r.memberNo as string,
        memberName: personName(r as { firstName: string; lastName: string; nickname: string }),
        phoneArea: r.phoneArea as string,
        phone: r.phone as string,
        email: r.email as string | null,
        totalPayPrice: r.totalPayPrice as number,
        itemCount: r.itemCount as number,
        createdAt: new Date(r.createdAt as string).toISOString(),
        paidAt: r.paidAt ? new Date(r.paidAt as string).toISOString() : null,
      })),
    };
  },
};
