import { ORDER_SEARCH } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { StaffContext } from '../../lib/context.ts';
import { auditExport } from '../audit/index.ts';
import { csvFileName, csvHkd, csvHkTime, guardText, writeCsv } from '../../lib/csv-file.ts';
import { orderSearchRepo, type OrderSearch } from './order-search.repository.ts';

export const ORDERS_CSV_COLUMNS = [
  'orderNo',
  'status',
  'takeWay',
  'pickupStoreCode',
  'memberNo',
  'memberName',
  'phone',
  'email',
  'totalPayHKD',
  'itemCount',
  'createdAtHK',
  'paidAtHK',
] as const;

/** Orders found in seconds (issue 28, decision 222); role 6. The list shows the member's name, the CSV their contact too (audited). */
export function createOrderSearchService(db: Db) {
  return {
    async list(q: OrderSearch & { pageNo: number; pageSize: number }) {
      const r = await orderSearchRepo.list(db, { ...q, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize, withCount: true });
      return { total: r.total, list: r.list.map(({ phoneArea: _a, phone: _p, email: _e, ...row }) => row) };
    },

    async exportCsv(q: OrderSearch, ctx: StaffContext) {
      const max = ORDER_SEARCH.EXPORT_MAX_ROWS;
      const { list } = await orderSearchRepo.list(db, { ...q, limit: max + 1, offset: 0, withCount: false });
      const truncated = list.length > max;
      const data = list
        .slice(0, max)
        .map((r) => [
          guardText(r.orderNo),
          r.status,
          r.takeWay,
          guardText(r.pickupStoreCode ?? ''),
          guardText(r.memberNo),
          guardText(r.memberName),
          guardText(r.phone ? `+${r.phoneArea} ${r.phone}` : ''),
          guardText(r.email ?? ''),
          csvHkd(r.totalPayPrice),
          r.itemCount,
          csvHkTime(r.createdAt),
          csvHkTime(r.paidAt),
        ]);
      await auditExport(db, ctx.session.staffId, 'orders', {
        zh_HK: `訂單匯出 ${data.length} 行`,
        zh_CN: `订单导出 ${data.length} 行`,
        en: `Orders export, ${data.length} rows`,
      });
      return { fileName: csvFileName('orders'), csv: writeCsv(ORDERS_CSV_COLUMNS, data), rows: data.length, truncated };
    },
  };
}
