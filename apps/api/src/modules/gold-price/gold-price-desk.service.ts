import type { GoldPrice, GoldPriceRecordInput } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { staffUsernames } from '../staff/staff.service.ts';
import { writeAudit } from '../back-office/audit.ts';
import { goldPriceDeskRepo } from './gold-price-desk.repository.ts';
import { recordRateAndReprice } from './weight-repricing.ts';

const hkd = (cents: number) => (cents / 100).toFixed(2);

/**
 * Today's gold price entered at the counter, through the gold-price module's own `record` (the same
 * rules as `npm run gold-price`), with its audit row in the same transaction. The enquiry reads the
 * latest row, so the storefront shows it at once.
 */
export function createGoldPriceDesk(deps: { db: Db; changes: ChangeBus }) {
  return {
    async record(staffId: number, input: GoldPriceRecordInput): Promise<GoldPrice> {
      // The price, its audit row and the re-pricing of every by-weight sku in one transaction (issue 30).
      const { price } = await recordRateAndReprice(deps, input, `staff:${staffId}`, async (tx) => {
        const latestId = (await goldPriceDeskRepo.latestId(tx))!;
        const text = `${hkd(input.sellCents)} / ${hkd(input.purchaseCents)} / ${hkd(input.exchangeCents)}`;
        await writeAudit(tx, {
          staffId,
          action: 'record',
          entity: 'goldPrices',
          entityId: String(latestId),
          label: { zh_HK: text, zh_CN: text, en: text },
          changedFields: ['sellCents', 'purchaseCents', 'exchangeCents'],
        });
      });
      return price;
    },

    async history(q: { pageNo: number; pageSize: number }) {
      const total = await goldPriceDeskRepo.count(deps.db);
      const rows = await goldPriceDeskRepo.page(deps.db, { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
      // 'staff:<id>' is shown as the username; 'cli' and 'seed' as they are.
      const ids = [...new Set(rows.flatMap((r) => (/^staff:\d+$/.test(r.recordedBy) ? [Number(r.recordedBy.slice(6))] : [])))];
      const names = new Map([...(await staffUsernames(deps.db, ids))].map(([id, username]) => [`staff:${id}`, username]));
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          sellCents: r.sellTael,
          purchaseCents: r.purchaseTael,
          exchangeCents: r.exchangeTael,
          recordedBy: names.get(r.recordedBy) ?? r.recordedBy,
          recordedAt: r.recordedAt.toISOString(),
        })),
      };
    },
  };
}
