import { CUSTOMERS, type CallRequest, type CustomerDetail, type boExportCustomers, type boSearchCustomers } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../lib/app-error.ts';
import type { StaffContext } from '../../lib/context.ts';
import { messagesForMember } from '../messages/index.ts';
import type { MemberPoints } from './member-points.ts';
import type { SessionService } from '../sessions/index.ts';
import { auditExport, writeAudit } from '../audit/index.ts';
import { csvFileName, csvHkTime, guardText, writeCsv } from '../../lib/csv-file.ts';
import { customersRepo, type MemberBasics } from './customers-admin.repository.ts';

const label = (m: MemberBasics) => ({ zh_HK: `${m.label} (${m.memberNo})`, zh_CN: `${m.label} (${m.memberNo})`, en: `${m.label} (${m.memberNo})` });

/** The ledger's key of a back-office adjustment: its own namespace, so it never meets an order's or a bill's key. */
const ledgerKey = (key: string) => `bo-adjust:${key}`;

export const CUSTOMERS_CSV_COLUMNS = [
  'memberNo',
  'firstName',
  'lastName',
  'nickname',
  'phoneArea',
  'phone',
  'email',
  'level',
  'points',
  'optOutPromotions',
  'disabled',
  'createdAtHK',
] as const;

/** The customers desk (issue 28, decision 221): roles 3 and 6; every read of personal data beyond the masked list is audited. */
export function createCustomersService(deps: { db: Db; sessions: Pick<SessionService, 'revokeAll'>; points: MemberPoints }) {
  const { db } = deps;

  async function member(memberNo: string, tx: Db = db, lock = false): Promise<MemberBasics> {
    return (await customersRepo.basics(tx, memberNo, lock)) ?? fail('MEMBER_NOT_FOUND');
  }

  return {
    async search(q: CallRequest<typeof boSearchCustomers> & { pageNo: number; pageSize: number; search: string }) {
      return customersRepo.search(db, { search: q.search, status: q.status, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize, withCount: true });
    },

    /** The member's page; the opening is one audit row (who looked at whose data, and when). */
    async detail(memberNo: string, ctx: StaffContext): Promise<CustomerDetail> {
      const m = await member(memberNo);
      const n = CUSTOMERS.DETAIL_ROWS;
      const [profile, addresses, orders, points, redemptions, messages] = await Promise.all([
        customersRepo.profile(db, m.id),
        customersRepo.addresses(db, m.id),
        customersRepo.orders(db, m.id, n),
        customersRepo.points(db, m.id, n),
        customersRepo.redemptions(db, m.id, n),
        messagesForMember(db, m.id, n),
      ]);
      await writeAudit(db, { staffId: ctx.session.staffId, action: 'view', entity: 'members', entityId: m.memberNo, label: label(m), changedFields: [] });
      return { profile, addresses, orders, points, redemptions, messages };
    },

    /**
     * Points added or taken away with a reason: the ledger row (reason `adjustment`, the text as its remark,
     * the staff member as its author) and the audit row commit together; the same key adjusts once.
     */
    async adjustPoints(input: { memberNo: string; delta: number; reason: string; idempotencyKey: string }, ctx: StaffContext) {
      const key = ledgerKey(input.idempotencyKey);
      const run = () =>
        db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const m = await member(input.memberNo, tx);
          const r = await deps.points.changeIn(tx, {
            memberId: m.id,
            delta: input.delta,
            reason: 'adjustment',
            source: 'back-office',
            staffId: ctx.session.staffId,
            remark: input.reason,
            idempotencyKey: key,
          });
          if (r.replayed) return { m, r };
          await writeAudit(tx, {
            staffId: ctx.session.staffId,
            action: 'adjust',
            entity: 'members',
            entityId: m.memberNo,
            label: label(m),
            // A points adjustment reads as such (issue 40): the balance before and after, and the reason given.
            changedFields: ['points', 'pointsReason'],
            changes: { points: { before: r.balance - input.delta, after: r.balance }, pointsReason: { before: null, after: input.reason } },
          });
          return { m, r };
        });
      let out: Awaited<ReturnType<typeof run>>;
      try {
        out = await run();
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Two requests with one key at the same moment: the second answers the first's row.
        const earlier = (await deps.points.replayOfKey(db, key)) ?? fail('ADJUSTMENT_KEY_REUSED');
        out = { m: await member(input.memberNo), r: earlier };
      }
      const { m, r } = out;
      if (r.replayed && (r.entry.memberId !== m.id || r.entry.delta !== input.delta || r.entry.remark !== input.reason)) return fail('ADJUSTMENT_KEY_REUSED');
      return { balance: r.balance, entryId: r.entry.id, replayed: r.replayed };
    },

    /** Disabling refuses the member's logins and ends their sessions; both and the audit row commit together. */
    async setDisabled(memberNo: string, disabled: boolean, ctx: StaffContext) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const m = await member(memberNo, tx, true);
        if ((m.disabledAt !== null) === disabled) return;
        await customersRepo.setDisabled(tx, m.id, disabled);
        await writeAudit(tx, {
          staffId: ctx.session.staffId,
          action: disabled ? 'disable' : 'enable',
          entity: 'members',
          entityId: m.memberNo,
          label: label(m),
          changedFields: ['disabled'],
        });
      });
      if (disabled) {
        const m = await member(memberNo);
        await deps.sessions.revokeAll('member', m.id);
      }
      return { disabled };
    },

    /** The filtered members as CSV; text cells guarded against formulas. The export itself is audited. */
    async exportCsv(q: CallRequest<typeof boExportCustomers> & { search: string }, ctx: StaffContext) {
      const max = CUSTOMERS.EXPORT_MAX_ROWS;
      const list = await customersRepo.exportRows(db, { search: q.search, status: q.status, limit: max + 1 });
      const truncated = list.length > max;
      const data = list
        .slice(0, max)
        .map((r) => [
          guardText(r.memberNo),
          guardText(r.firstName),
          guardText(r.lastName),
          guardText(r.nickname),
          guardText(r.phoneArea),
          guardText(r.phone),
          guardText(r.email ?? ''),
          r.level,
          Number(r.points),
          r.optOut ? 'yes' : 'no',
          r.disabledAt ? 'yes' : 'no',
          csvHkTime(r.createdAt),
        ]);
      const search = q.search ? ` "${q.search}"` : '';
      await auditExport(db, ctx.session.staffId, 'members', {
        zh_HK: `會員匯出 ${data.length} 行${search}`,
        zh_CN: `会员导出 ${data.length} 行${search}`,
        en: `Members export, ${data.length} rows${search}`,
      });
      return { fileName: csvFileName('members'), csv: writeCsv(CUSTOMERS_CSV_COLUMNS, data), rows: data.length, truncated };
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
