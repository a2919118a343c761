import { sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMERS,
  personName,
  type BoOrderRow,
  type CustomerDetail,
  type CustomerRow,
  type I18nText,
  type OrderStatus,
  type PointsReason,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { maskEmail, maskPhone, memberSearchCondition, memberSearchSortsMatches } from './customer-search.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

export interface MemberBasics {
  id: number;
  memberNo: string;
  disabledAt: Date | null;
  label: string;
}

function filters(q: { search: string; status?: 'active' | 'disabled' | undefined }): SQL {
  const where: SQL[] = [sql`true`];
  const c = memberSearchCondition(q.search);
  if (c) where.push(c);
  if (q.status === 'active') where.push(sql`m.disabled_at is null`);
  if (q.status === 'disabled') where.push(sql`m.disabled_at is not null`);
  return sql.join(where, sql` and `);
}

type ListRow = {
  memberNo: string;
  firstName: string;
  lastName: string;
  nickname: string;
  phoneArea: string;
  phone: string;
  email: string | null;
  level: number;
  points: unknown;
  disabledAt: Date | string | null;
  createdAt: Date | string;
};

/** `m.id + 0` orders the same but keeps the planner off the primary-key walk (decision 271). */
const newestFirst = (search: string) => (memberSearchSortsMatches(search) ? sql`m.id + 0 desc` : sql`m.id desc`);

const displayName = (r: { firstName: string; lastName: string; nickname: string }) => personName(r);

export const customersRepo = {
  displayName,

  async search(
    db: Db,
    q: { search: string; status?: 'active' | 'disabled' | undefined; limit: number; offset: number; withCount: boolean },
  ): Promise<{ total: number; totalCapped: boolean; list: CustomerRow[] }> {
    const cond = filters(q);
    const [list, count] = await Promise.all([
      rows<ListRow>(
        db,
        sql`select m.member_no as "memberNo", m.first_name as "firstName", m.last_name as "lastName", m.nickname, m.phone_area as "phoneArea", m.phone,
              m.email, m.level, m.disabled_at as "disabledAt", m.created_at as "createdAt",
              (select coalesce(sum(p.delta), 0) from points_ledger p where p.member_id = m.id)::bigint as points
            from members m where ${cond} order by ${newestFirst(q.search)} limit ${q.limit} offset ${q.offset}`,
      ),
      // Counted up to the cap: a wide match (a short phone prefix, the whole list) need not visit every row.
      // The matches in a materialized CTE, read lazily up to the cap (decision 550): planned for all its
      // rows, a name search keeps the bitmap of its name indexes and stops after cap + 1 rows of the heap;
      // planned under the limit, it walked the whole table for the first thousand (47 ms for "chan").
      q.withCount
        ? rows<{ n: number }>(
            db,
            sql`with c as materialized (select 1 from members m where ${cond}) select count(*)::int as n from (select 1 from c limit ${CUSTOMERS.COUNT_CAP + 1}) x`,
          )
        : Promise.resolve([{ n: 0 }]),
    ]);
    const n = count[0]?.n ?? 0;
    return {
      total: Math.min(n, CUSTOMERS.COUNT_CAP),
      totalCapped: n > CUSTOMERS.COUNT_CAP,
      list: list.map((r) => ({
        memberNo: r.memberNo,
        name: displayName(r),
        phoneMasked: maskPhone(r.phoneArea, r.phone),
        emailMasked: maskEmail(r.email),
        level: r.level,
        points: Number(r.points),
        disabled: r.disabledAt !== null,
        createdAt: iso(r.createdAt),
      })),
    };
  },

  /** Unmasked rows for the CSV export (the export is audited). */
  async exportRows(db: Db, q: { search: string; status?: 'active' | 'disabled' | undefined; limit: number }) {
    return rows<ListRow & { optOut: boolean }>(
      db,
      sql`select m.member_no as "memberNo", m.first_name as "firstName", m.last_name as "lastName", m.nickname, m.phone_area as "phoneArea", m.phone,
            m.email, m.level, m.disabled_at as "disabledAt", m.created_at as "createdAt", (m.opt_out_promotions_a or m.opt_out_promotions_b) as "optOut",
            (select coalesce(sum(p.delta), 0) from points_ledger p where p.member_id = m.id)::bigint as points
          from members m where ${filters(q)} order by ${newestFirst(q.search)} limit ${q.limit}`,
    );
  },

  async basics(db: Db, memberNo: string, lock = false): Promise<MemberBasics | null> {
    const [r] = await rows<{ id: number; memberNo: string; disabledAt: Date | string | null; firstName: string; lastName: string; nickname: string }>(
      db,
      sql`select id, member_no as "memberNo", disabled_at as "disabledAt", first_name as "firstName", last_name as "lastName", nickname
          from members where member_no = ${memberNo} ${lock ? sql`for update` : sql``}`,
    );
    return r
      ? { id: r.id, memberNo: r.memberNo, disabledAt: r.disabledAt === null ? null : new Date(r.disabledAt), label: displayName(r) || r.memberNo }
      : null;
  },

  async setDisabled(tx: Db, memberId: number, disabled: boolean): Promise<void> {
    await tx.execute(sql`update members set disabled_at = ${disabled ? sql`now()` : sql`null`}, updated_at = now() where id = ${memberId}`);
  },

  async profile(db: Db, memberId: number): Promise<CustomerDetail['profile']> {
    const [r] = await rows<Record<string, unknown>>(
      db,
      sql`select member_no as "memberNo", phone_area as "phoneArea", phone, email, nickname, appellation, first_name as "firstName", last_name as "lastName",
            gender, birth_month as "birthMonth", birth_day as "birthDay", level, registered_via as "registeredVia",
            (opt_out_promotions_a or opt_out_promotions_b) as "optOutPromotions", disabled_at as "disabledAt", created_at as "createdAt"
          from members where id = ${memberId}`,
    );
    const p = r as unknown as Omit<CustomerDetail['profile'], 'disabled' | 'disabledAt' | 'createdAt'> & {
      disabledAt: Date | string | null;
      createdAt: Date | string;
    };
    return { ...p, disabled: p.disabledAt !== null, disabledAt: isoOrNull(p.disabledAt), createdAt: iso(p.createdAt) };
  },

  async addresses(db: Db, memberId: number): Promise<CustomerDetail['addresses']> {
    return rows(
      db,
      sql`select id, receiver_name as "receiverName", phone_area as "phoneArea", phone, area, district, detail, is_default as "isDefault"
          from member_addresses where member_id = ${memberId} order by is_default desc, id`,
    );
  },

  async orders(db: Db, memberId: number, limit: number): Promise<CustomerDetail['orders']> {
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from orders where member_id = ${memberId}`);
    const list = await rows<Omit<BoOrderRow, 'createdAt'> & { createdAt: Date | string }>(
      db,
      sql`select o.order_no as "orderNo", o.status, o.take_way as "takeWay", o.pickup_store_code as "pickupStoreCode",
            m.member_no as "memberNo", o.total_pay_price as "totalPayPrice",
            (select coalesce(sum(l.num), 0)::int from order_lines l where l.order_id = o.id) as "itemCount", o.created_at as "createdAt"
          from orders o join members m on m.id = o.member_id where o.member_id = ${memberId} order by o.id desc limit ${limit}`,
    );
    return { total: count?.n ?? 0, list: list.map((r) => ({ ...r, status: r.status as OrderStatus, createdAt: iso(r.createdAt) })) };
  },

  async points(db: Db, memberId: number, limit: number): Promise<CustomerDetail['points']> {
    const [bal] = await rows<{ b: string | number }>(db, sql`select coalesce(sum(delta), 0)::bigint as b from points_ledger where member_id = ${memberId}`);
    const list = await rows<{
      id: number;
      delta: number;
      reason: PointsReason;
      source: string;
      remark: string;
      staffUsername: string | null;
      createdAt: Date | string;
    }>(
      db,
      sql`select p.id, p.delta, p.reason, p.source, p.remark, s.username as "staffUsername", p.created_at as "createdAt"
          from points_ledger p left join staff_users s on s.id = p.staff_id where p.member_id = ${memberId} order by p.id desc limit ${limit}`,
    );
    return { balance: Number(bal?.b ?? 0), list: list.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) };
  },

  async redemptions(db: Db, memberId: number, limit: number): Promise<CustomerDetail['redemptions']> {
    const list = await rows<{
      redemptionNo: string;
      status: string;
      totalPoints: number;
      pickupStoreCode: string;
      pickupStoreName: I18nText;
      createdAt: Date | string;
      collectedAt: Date | string | null;
    }>(
      db,
      sql`select r.redemption_no as "redemptionNo", r.status, r.total_points as "totalPoints", r.pickup_store_code as "pickupStoreCode", st.name as "pickupStoreName",
            r.created_at as "createdAt", r.collected_at as "collectedAt"
          from redemptions r join stores st on st.code = r.pickup_store_code where r.member_id = ${memberId} order by r.id desc limit ${limit}`,
    );
    return list.map((r) => ({ ...r, createdAt: iso(r.createdAt), collectedAt: isoOrNull(r.collectedAt) }));
  },
};
